/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminResource, CurrentUser } from '@laikas/contract';
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
    expect(screen.getByText('Patalpa neturi savo nedarbo laiko; šventės uždaro visas patalpas.')).toBeVisible();
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
