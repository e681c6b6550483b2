/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminResource, Blackout, CurrentUser, WeeklyBlackout } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import ResourceShowPage from './ResourceShowPage';

const session = { user: null as Partial<CurrentUser> | null };

const slot = (from: number, to: number) => ({ from: { hours: from, minutes: 0 }, to: { hours: to, minutes: 0 } });

const hall: AdminResource = {
  id: 7,
  name: 'Aula',
  description: 'Didžioji salė',
  notes: null,
  contact_info: null,
  address: 'Universiteto g. 3',
  capacity: 120,
  tags: ['projector', 'microphone'],
  images: [],
  items: [],
  stored_images: [],
  named_items: [
    { id: 31, resource_id: 7, name: 'Kairė pusė', available_spaces: null },
    { id: 32, resource_id: 7, name: 'Vidurys', available_spaces: 2 },
  ],
  future_reservations: 4,
  settings: {
    min_duration: 30,
    max_duration: null,
    approved: false,
    available_spaces: 1,
    from: { hours: 8, minutes: 0 },
    to: { hours: 20, minutes: 0 },
    allow_anybody: true,
    allow_remote_reservations: false,
    available_slots: [slot(8, 10), slot(10, 12)],
    forbidden_slots: [],
  },
};

/** The resource's page in `language`, for a person with `abilities`; the server holds the hall above. */
async function openResource(language: WebLanguage, abilities: string[] = ['resources.manage']) {
  session.user = { id: 1, name: 'Ona', roles: [], abilities };
  const get = vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/resources/7') {
      return hall as never;
    }
    if (path === '/api/resources/7/calendar-feed') {
      return { public: false, url: null } as never;
    }
    return { data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 } } as never;
  });
  const router = await renderScreen(
    { path: '/admin/resources/:resourceId', Component: ResourceShowPage },
    '/admin/resources/7',
    language,
    { user: session.user as CurrentUser },
  );
  await screen.findByRole('heading', { name: 'Aula', level: 1 });
  return { get, router };
}

/** The text of the definition `term` on the page. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe("given a resource's page", () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should show its settings as the server has them, in words (lt)', async () => {
    await openResource('lt');
    expect(detail('Aprašymas')).toBe('Didžioji salė');
    expect(detail('Pastabos')).toBe('—');
    expect(detail('Talpa (vietų)')).toBe('120');
    expect(detail('Įranga')).toBe('projector, microphone');
    expect(detail('Trumpiausia rezervacija')).toBe('30 minučių');
    expect(detail('Ilgiausia rezervacija')).toBe('Be ribos');
    expect(detail('Rezervavimo valandos')).toBe('08:00–20:00');
    expect(detail('Rezervacijas turi patvirtinti administratorius')).toBe('Taip');
    expect(detail('Akademiniai laikai')).toBe('08:00–10:00, 10:00–12:00');
    expect(detail('Būsimos rezervacijos')).toBe('4');
    expect(screen.getByRole('link', { name: 'Redaguoti' })).toHaveAttribute('href', '/admin/resources/7/edit');
    expect(screen.getByText('Šis išteklius neturi savo nedarbo laiko; šventės uždaro visus išteklius.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Istorija' })).not.toBeInTheDocument();
  });

  it("should link a super administrator to the resource's history (en)", async () => {
    await openResource('en', ['*']);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/admin/audit?entity_type=resource&entity_id=7',
    );
  });

  it('should ask before deleting the resource, and show why the server refuses (en)', async () => {
    await openResource('en');
    const remove = vi.spyOn(api, 'delete');
    remove.mockRejectedValueOnce(
      new ApiError(422, 'Invalid.', { errors: { resource: ['It has 4 reservations ahead.'] } }),
    );
    const [deleteResource] = screen.getAllByRole('button', { name: 'Delete' });
    expect(screen.getByRole('form', { name: 'Kairė pusė' })).not.toContainElement(deleteResource!);
    fireEvent.click(deleteResource!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the resource?' });
    expect(dialog).toHaveTextContent('Aula and its past reservations will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It has 4 reservations ahead.');
    expect(remove).toHaveBeenCalledWith('/api/admin/resources/7');
  });

  it('should add an item with its places and show a 422 under its name (en)', async () => {
    await openResource('en');
    const post = vi.spyOn(api, 'post');
    post.mockRejectedValueOnce(new ApiError(422, 'Invalid.', { errors: { name: ['The name is taken.'] } }));
    const form = screen.getByRole('form', { name: 'New item' });
    fireEvent.change(within(form).getByLabelText('New item'), { target: { value: 'Dešinė pusė' } });
    fireEvent.change(within(form).getByLabelText(/^Reservations at the same time/), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the item' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('New item')).toHaveAccessibleDescription('The name is taken.'),
    );
    expect(post).toHaveBeenCalledWith('/api/admin/resources/7/items', { name: 'Dešinė pusė', available_spaces: 2 });
    expect(screen.getByRole('form', { name: 'Kairė pusė' })).toBeVisible();
  });

  it('should ask before deleting an item, and show why the server refuses (lt)', async () => {
    await openResource('lt');
    const remove = vi.spyOn(api, 'delete');
    remove.mockRejectedValueOnce(
      new ApiError(422, 'Invalid.', { errors: { item: ['Vienetui dar numatyta 1 būsima rezervacija.'] } }),
    );
    const item = screen.getByRole('form', { name: 'Kairė pusė' });
    fireEvent.click(within(item).getByRole('button', { name: 'Ištrinti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ištrinti vienetą?' });
    expect(dialog).toHaveTextContent('Bus ištrintas vienetas „Kairė pusė“ ir jo praėjusios rezervacijos.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vienetui dar numatyta 1 būsima rezervacija.');
    expect(remove).toHaveBeenCalledWith('/api/admin/resources/7/items/31');
    expect(screen.getByRole('heading', { name: 'Aula', level: 1 })).toBeVisible();
  });

  it("should offer no Delete for a resource's only item (en)", async () => {
    const items = hall.named_items;
    hall.named_items = [items[0]!];
    try {
      await openResource('en');
      const item = screen.getByRole('form', { name: 'Kairė pusė' });
      expect(within(item).queryByRole('button', { name: 'Delete' })).toBeNull();
      expect(within(item).getByRole('button', { name: 'Save' })).toBeVisible();
    } finally {
      hall.named_items = items;
    }
  });
});

const cleaning: WeeklyBlackout = {
  id: 5,
  name: 'Cleaning',
  resource_id: 7,
  from: '2026-10-01',
  to: '2026-12-31',
  weekdays: ['monday', 'friday'],
  from_time: { hours: 12, minutes: 0 },
  to_time: { hours: 14, minutes: 0 },
  dates: 26,
};
const repair: Blackout = {
  id: 11,
  name: 'Remontas',
  period_id: null,
  resource_id: 7,
  from: '2026-11-30',
  to: '2026-12-04',
  from_time: { hours: 0, minutes: 0 },
  to_time: { hours: 24, minutes: 0 },
  all_day: true,
  starts_at: '2026-11-29T22:00:00.000Z',
  ends_at: '2026-12-04T22:00:00.000Z',
};
const pageOf = (rows: unknown[]) => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: rows.length },
});

/** The hall's page in `language`; the server holds `weekly` and `single` as its closed times. */
async function openClosedTimes(language: WebLanguage, weekly: WeeklyBlackout[] = [], single: Blackout[] = []) {
  vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/resources/7') {
      return hall as never;
    }
    if (path === '/api/admin/resources/7/weekly-blackouts') {
      return pageOf(weekly) as never;
    }
    if (path === '/api/admin/resources/7/blackouts') {
      return pageOf(single) as never;
    }
    return { public: false, url: null, time_zone: 'Europe/Vilnius' } as never;
  });
  await renderScreen(
    { path: '/admin/resources/:resourceId', Component: ResourceShowPage },
    '/admin/resources/7',
    language,
    {
      user: { id: 1, name: 'Ona', roles: [], abilities: ['resources.manage'] } as unknown as CurrentUser,
    },
  );
  await screen.findByRole('heading', { name: 'Aula', level: 1 });
}

/** Today on this machine as the date picker's "Now" gives it. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/*
 * An earlier walk: a room's own closed times (a weekly cleaning, a week under repair) could not be added or removed on
 * its page; they came only from imports and the periods' holidays.
 */
describe("given a resource's closed times", () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each([
    { language: 'en' as const, when: 'Mondays and Fridays, 12:00–14:00', weekly: 'Every week', dates: 'Dates' },
    {
      language: 'lt' as const,
      when: 'Pirmadieniais ir penktadieniais, 12:00–14:00',
      weekly: 'Kas savaitę',
      dates: 'Datos',
    },
  ])(
    'should list its weekly rules and its closed dates in words ($language)',
    async ({ language, when, weekly, dates }) => {
      await openClosedTimes(language, [cleaning], [repair]);
      const rules = await screen.findByRole('table', { name: weekly });
      expect(within(rules).getByRole('rowheader', { name: when })).toBeVisible();
      expect(
        within(rules).getByRole('row', { name: new RegExp(`${when}.*2026-10-01 – 2026-12-31.*Cleaning`) }),
      ).toBeVisible();
      const spans = screen.getByRole('table', { name: dates });
      expect(within(spans).getByRole('row', { name: /2026-11-30 – 2026-12-04.*Remontas/ })).toBeVisible();
    },
  );

  it('should remove a weekly rule with its dates once asked (en)', async () => {
    await openClosedTimes('en', [cleaning], [repair]);
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Cleaning, Mondays and Fridays, 12:00–14:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the closed time?' });
    expect(dialog).toHaveTextContent(
      'Cleaning (Mondays and Fridays, 12:00–14:00) will be removed with all its dates (26): the resource can be reserved then again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The closed time is removed.')).toBeVisible();
    expect(remove).toHaveBeenCalledWith('/api/admin/resources/7/weekly-blackouts/5');
  });

  it('should close the room every Friday, first asking about the reservation it covers (lt)', async () => {
    await openClosedTimes('lt');
    expect(
      await screen.findByText('Šis išteklius neturi savo nedarbo laiko; šventės uždaro visus išteklius.'),
    ).toBeVisible();
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({
        total: 1,
        reservations: [
          {
            id: 9,
            name: 'Algebra',
            starts_at: '2026-11-27T10:00:00.000Z',
            ends_at: '2026-11-27T11:30:00.000Z',
            resource: 'Aula',
            status: 'approved',
          },
        ],
      } as never)
      .mockResolvedValueOnce({ ...cleaning, cancelled: 0 } as never);
    const form = screen.getByRole('form', { name: 'Pridėti nedarbo laiką' });
    fireEvent.change(within(form).getByLabelText('Priežastis'), { target: { value: 'Valymas' } });
    fireEvent.click(within(form).getByRole('button', { name: /^Nuo/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dabar' }));
    fireEvent.change(within(form).getByLabelText('Nuo (laikas)'), { target: { value: String(12 * 60) } });
    fireEvent.change(within(form).getByLabelText('Iki (laikas)'), { target: { value: String(14 * 60) } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Kas savaitę šiomis dienomis' }));
    fireEvent.click(await within(form).findByRole('checkbox', { name: 'Penktadienis' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Pridėti nedarbo laiką' }));

    const decision = await screen.findByRole('alertdialog', {
      name: 'Nedarbo laikas apima 1 rezervaciją. Ką su ja daryti?',
    });
    expect(within(decision).getByRole('list', { name: 'Rezervacijos nedarbo laiku' })).toHaveTextContent(
      'Algebra, Aula',
    );
    const body = {
      name: 'Valymas',
      from: today(),
      to: today(),
      weekdays: ['friday'],
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 14, minutes: 0 },
    };
    expect(post).toHaveBeenCalledWith('/api/admin/resources/7/weekly-blackouts/preview', body);
    fireEvent.click(within(decision).getByRole('button', { name: 'Palikti ją ir uždaryti išteklių' }));
    expect(await screen.findByText('Nedarbo laikas pridėtas.')).toBeVisible();
    expect(post).toHaveBeenLastCalledWith('/api/admin/resources/7/weekly-blackouts', { ...body, affected: 'keep' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('should ask for the times of a weekly rule and send nothing without them (en)', async () => {
    await openClosedTimes('en');
    const post = vi.spyOn(api, 'post');
    const form = await screen.findByRole('form', { name: 'Add a closed time' });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Cleaning' } });
    fireEvent.click(within(form).getByRole('button', { name: /^From/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Now' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Every week on these days' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add a closed time' }));
    await waitFor(() => expect(within(form).getByLabelText('From time')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText('Until time')).toHaveAccessibleDescription('Fill this in.');
    expect(form).toHaveTextContent('Choose at least one weekday.');
    expect(post).not.toHaveBeenCalled();
  });

  // The resource may be equipment, not a room: the Lithuanian says „išteklius“, the English said "room".
  it('should close the room for whole days at once when it covers nothing (en)', async () => {
    await openClosedTimes('en');
    expect(
      await screen.findByText('This resource has no closed times of its own; holidays close every resource.'),
    ).toBeVisible();
    expect(screen.getByText('Without times the resource is closed for whole days.')).toBeVisible();
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ total: 0, reservations: [] } as never)
      .mockResolvedValueOnce({ ...repair, cancelled: 0 } as never);
    const form = await screen.findByRole('form', { name: 'Add a closed time' });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Remontas' } });
    fireEvent.click(within(form).getByRole('button', { name: /^From/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Now' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add a closed time' }));
    expect(await screen.findByText('The closed time is added.')).toBeVisible();
    const body = { name: 'Remontas', from: today(), to: today(), from_time: null, to_time: null };
    expect(post).toHaveBeenNthCalledWith(1, '/api/admin/resources/7/blackouts/preview', body);
    expect(post).toHaveBeenNthCalledWith(2, '/api/admin/resources/7/blackouts', { ...body, affected: undefined });
    expect(within(form).getByLabelText('Reason')).toHaveValue('');
  });
});
