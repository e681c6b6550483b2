/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminReservationRow } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebLanguage } from '../../../i18n';
import { renderScreen } from '../../../testScreen';
import { api, ApiError } from '../../../data/client';
import ReservationsAdminPage from './ReservationsAdminPage';

const seminar: AdminReservationRow = {
  id: 41,
  name: 'Seminaras',
  type: 'event',
  status: 'pending',
  starts_at: '2026-12-01T08:00:00Z',
  ends_at: '2026-12-01T09:30:00Z',
  resource: { id: 4, name: 'Auditorija 101' },
  creator: { id: 12, name: 'Ieva Petrauskaitė' },
  person_responsible: null,
  repeater_id: null,
  batch_id: null,
};

/** The reservation administration at `address`; the server answers one pending seminar. */
async function openReservations(address: string) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path, query) => {
    if (path === '/api/settings') {
      return { time_zone: 'Europe/Vilnius' } as never;
    }
    // What a filter from the address names, asked for by id.
    if (path === '/api/resources/4') {
      return { id: 4, name: 'Auditorija 101' } as never;
    }
    if (path === '/api/users' && query?.id === 12) {
      return [{ id: 12, uid: 'ievap', name: 'Ieva Petrauskaitė', email: null }] as never;
    }
    if (path === '/api/groups' && query?.ids === '7') {
      return { data: [{ id: 7, name: 'PS 1 gr.' }] } as never;
    }
    return { data: [seminar], meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 } } as never;
  });
  const post = vi.spyOn(api, 'post').mockResolvedValue([{ id: 41, status: 'approved' }] as never);
  const router = await renderScreen({ path: '/admin/reservations', Component: ReservationsAdminPage }, address, 'en');
  await screen.findByRole('link', { name: 'Seminaras' });
  const listCalls = () => get.mock.calls.filter(([path]) => path === '/api/admin/reservations');
  return { listCalls, post, router };
}

describe('given the reservation administration', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should ask the server for the pending ones when the address names no status', async () => {
    const { listCalls } = await openReservations('/admin/reservations');
    expect(listCalls().at(-1)?.[1]).toMatchObject({ page: 1, per_page: 25, status: 'pending' });
    expect(screen.getByRole('button', { name: /^Status/ })).toHaveTextContent('Awaiting approval');
  });

  // The list wrote "Dec 1, 2026, 10:00 AM–11:30 AM" where the reservation's own form and the week say 10:00–11:30.
  it('should write the times on the 24-hour clock the rest of the app uses (en)', async () => {
    await openReservations('/admin/reservations');
    const row = screen.getByRole('link', { name: 'Seminaras' }).closest('tr')!;
    expect(row).toHaveTextContent('Dec 1, 2026, 10:00–11:30');
  });

  it('should open the filters a link names: every status, one room, from a date', async () => {
    const { listCalls } = await openReservations('/admin/reservations?status=all&resource_id=4&from=2026-12-01');
    const query = listCalls().at(-1)?.[1] as Record<string, unknown>;
    expect(query).toMatchObject({ resource_id: 4, from: '2026-12-01' });
    expect(query.status).toBeUndefined();
    expect(screen.getByRole('button', { name: /^Status/ })).toHaveTextContent('Every status');
    expect(screen.getByRole('button', { name: /^From/ })).toHaveTextContent('2026-12-01');
  });

  it('should name the room, group and person a link filters by, not their ids', async () => {
    await openReservations('/admin/reservations?resource_id=4&group_id=7&user_id=12');
    const [resource, group, person] = [/^Resource/, /^Group/, /^User/].map((name) =>
      screen.getByRole('button', { name }),
    );
    await waitFor(() => {
      expect(resource).toHaveTextContent('Auditorija 101');
      expect(group).toHaveTextContent('PS 1 gr.');
      expect(person).toHaveTextContent('Ieva Petrauskaitė');
    });
  });

  it('should approve the selected ones and clear the filters back to the plain address', async () => {
    const { post, router } = await openReservations('/admin/reservations?status=all');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Seminaras' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 1 selected' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/reservations/approve', { ids: [41] }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

/** The server's refusal of a range that ends before it starts, in the reader's language (HTTP 422). */
const refusals = {
  en: 'The end of the range must not be before its start',
  lt: 'Laikotarpio pabaiga negali būti ankstesnė už pradžią',
} as const;

async function openWithReversedRange(language: WebLanguage) {
  const message = refusals[language];
  vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/reservations') {
      throw new ApiError(422, message, { message, errors: { to: [message] } });
    }
    return { time_zone: 'Europe/Vilnius' } as never;
  });
  const address = '/admin/reservations?status=all&from=2026-12-20&to=2026-12-01';
  await renderScreen({ path: '/admin/reservations', Component: ReservationsAdminPage }, address, language);
}

describe('given the reservation administration filtered by a range that ends before it starts', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  // The list answered 422 with the reason; the screen said only "Could not load this. Try again.", which no retry
  // changes, and did not say that the dates were the trouble.
  it.each(['en', 'lt'] as const)('should say what is wrong with the range (%s)', async (language) => {
    await openWithReversedRange(language);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusals[language]);
  });
});

/** The reservation administration at `address` in `language`; the server has no reservation that matches. */
async function openEmpty(address: string, language: WebLanguage) {
  vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/reservations') {
      return { data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 } } as never;
    }
    if (path === '/api/resources/4') {
      return { id: 4, name: 'Auditorija 101' } as never;
    }
    return { time_zone: 'Europe/Vilnius' } as never;
  });
  await renderScreen({ path: '/admin/reservations', Component: ReservationsAdminPage }, address, language);
}

describe('given the reservation administration with nothing to show', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  // A new university's walk (defect 4): on day one, with no filter set, the queue said no reservation matched filters.
  it.each([
    { language: 'en' as const, says: 'No reservation is waiting for approval.' },
    { language: 'lt' as const, says: 'Patvirtinimo nelaukia nė viena rezervacija.' },
  ])('should say nothing awaits approval when no filter is set ($language)', async ({ language, says }) => {
    await openEmpty('/admin/reservations', language);
    expect(await screen.findByText(says)).toBeVisible();
  });

  // An earlier walk: "every status" and nothing else narrows nothing, yet the list said no reservation matched filters.
  it.each([
    { language: 'en' as const, says: 'There are no reservations yet.' },
    { language: 'lt' as const, says: 'Rezervacijų dar nėra.' },
  ])(
    'should say there are no reservations at all when every status is shown unfiltered ($language)',
    async ({ language, says }) => {
      await openEmpty('/admin/reservations?status=all', language);
      expect(await screen.findByText(says)).toBeVisible();
    },
  );

  it.each([
    { language: 'en' as const, says: 'No reservation matches these filters.' },
    { language: 'lt' as const, says: 'Nė viena rezervacija neatitinka šių filtrų.' },
  ])('should say no reservation matches when a filter is set ($language)', async ({ language, says }) => {
    await openEmpty('/admin/reservations?resource_id=4', language);
    expect(await screen.findByText(says)).toBeVisible();
  });
});
