/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../data/client';
import { renderScreen, stubResizeObserver } from '../../testScreen';
import ResourceViewPage from './ResourceViewPage';

const hall = {
  id: 7,
  name: 'Aula 101',
  description: null,
  notes: null,
  contact_info: null,
  address: 'Universiteto g. 3',
  images: [],
  items: [{ id: 70, resource_id: 7 }],
  settings: {
    min_duration: null,
    max_duration: null,
    approved: true,
    available_spaces: 1,
    from: { hours: 8, minutes: 0 },
    to: { hours: 20, minutes: 0 },
    allow_anybody: true,
    allow_remote_reservations: false,
    available_slots: [],
    forbidden_slots: [],
  },
};

/** The room's week at `address` (en); the server knows room 7 only. */
async function openRoom(address: string, language: 'en' | 'lt' = 'en') {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path: string, query?: unknown) => {
    if (path === '/api/settings') {
      return { time_zone: 'Europe/Vilnius' } as never;
    }
    if (path === '/api/resources/list') {
      return [{ ...hall, capacity: 40, approved: true, allow_remote_reservations: false }] as never;
    }
    if (path === '/api/resources/7/week') {
      const { from, to } = query as { from: string; to: string };
      return { from, to, resource: hall, repeaters: [], reservations: [], closures: [] } as never;
    }
    throw new ApiError(404, 'Not found.');
  });
  const router = await renderScreen({ path: '/resources/:id?', Component: ResourceViewPage }, address, language);
  return { get, router };
}

describe("given a room's week", () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should show the week the address names and keep the next one in the address', async () => {
    const { get, router } = await openRoom('/resources/7?week=2026-12-09');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aula 101' })).toBeVisible();
    expect(screen.getByText('Universiteto g. 3')).toBeVisible();
    // A day of the week names its Monday.
    expect(get).toHaveBeenCalledWith('/api/resources/7/week', { from: '2026-12-07', to: '2026-12-13' });
    fireEvent.click(screen.getByRole('link', { name: 'Next week →' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-14'));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/resources/7/week', { from: '2026-12-14', to: '2026-12-20' }),
    );
    fireEvent.click(screen.getByRole('link', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  // A walk at the semester's end: the lanes screens link a day as `?date=`, and the room's week opened today's week.
  it('should show the week of the day a `?date=` link names, and move on from it', async () => {
    const { get, router } = await openRoom('/resources/7?date=2026-12-10');
    expect(await screen.findByRole('heading', { level: 2, name: /December 7.*13/ })).toBeVisible();
    expect(get).toHaveBeenCalledWith('/api/resources/7/week', { from: '2026-12-07', to: '2026-12-13' });
    expect(get).not.toHaveBeenCalledWith('/api/resources/7/week', expect.objectContaining({ from: '2026-11-30' }));
    fireEvent.click(screen.getByRole('link', { name: 'Next week →' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-14'));
  });

  it('should show the week of a `?date=` link in Lithuanian too, and let `?week=` win over it', async () => {
    const { get } = await openRoom('/resources/7?date=2026-12-24&week=2026-12-09', 'lt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aula 101' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kita savaitė →' })).toHaveAttribute(
      'href',
      '/resources/7?week=2026-12-14',
    );
    expect(get).toHaveBeenCalledWith('/api/resources/7/week', { from: '2026-12-07', to: '2026-12-13' });
    cleanup();
    const again = await openRoom('/resources/7?date=2026-12-24', 'lt');
    expect(await screen.findByRole('heading', { level: 2, name: /gruodžio 21\sd\..*gruodžio 27\sd\./ })).toBeVisible();
    expect(again.get).toHaveBeenCalledWith('/api/resources/7/week', { from: '2026-12-21', to: '2026-12-27' });
  });

  // Testers at 390 px: "Click or drag over free time…" stood above the day list, where there is no free time to click.
  it('should hint at free time only where the grid shows it, and at the reservations in the narrow list', async () => {
    await openRoom('/resources/7?week=2026-12-09');
    // jsdom measures every box 0 px wide: narrower than the grid's breakpoint, so the week is a list of days.
    await waitFor(() => expect(document.querySelector('[data-view]')).toHaveAttribute('data-view', 'agenda'));
    expect(
      await screen.findByText('Click a reservation to open it. To reserve time, use New reservation.'),
    ).toBeVisible();
    expect(screen.queryByText(/free time/)).toBeNull();
  });

  it('should hint at selecting free time on a wide grid', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 800));
    await openRoom('/resources/7?week=2026-12-09');
    await waitFor(() => expect(document.querySelector('[data-view]')).toHaveAttribute('data-view', 'grid'));
    expect(
      await screen.findByText('Click or drag over free time to reserve it; click a reservation to open it.'),
    ).toBeVisible();
  });

  // A walk at 390 px: the scale switch lived in component state, so a reload, back or forward lost it.
  it('should keep the time scale in the address, as links that work before the app has started', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 800));
    const { router } = await openRoom('/resources/7?week=2026-12-09&scale=slots');
    await waitFor(() => expect(document.querySelector('[data-view]')).toHaveAttribute('data-view', 'grid'));
    const scale = screen.getByRole('group', { name: 'Time scale' });
    expect(within(scale).getByRole('link', { name: 'Academic slots' })).toHaveAttribute('aria-current', 'true');
    const hours = within(scale).getByRole('link', { name: 'Hours' });
    expect(hours).toHaveAttribute('href', '/resources/7?week=2026-12-09');
    fireEvent.click(hours);
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-09'));
    expect(within(scale).getByRole('link', { name: 'Hours' })).toHaveAttribute('aria-current', 'true');
    // The next week keeps the scale chosen.
    fireEvent.click(within(scale).getByRole('link', { name: 'Academic slots' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-09&scale=slots'));
    expect(screen.getByRole('link', { name: 'Next week →' })).toHaveAttribute(
      'href',
      '/resources/7?week=2026-12-14&scale=slots',
    );
  });

  it('should name the scales in Lithuanian, and offer no switch where the narrow list looks the same in both', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 800));
    await openRoom('/resources/7?week=2026-12-09', 'lt');
    await waitFor(() => expect(document.querySelector('[data-view]')).toHaveAttribute('data-view', 'grid'));
    const scale = screen.getByRole('group', { name: 'Laiko skalė' });
    expect(within(scale).getByRole('link', { name: 'Valandos' })).toHaveAttribute('aria-current', 'true');
    expect(within(scale).getByRole('link', { name: 'Akademiniai laikai' })).toHaveAttribute(
      'href',
      '/resources/7?week=2026-12-09&scale=slots',
    );
    cleanup();
    vi.restoreAllMocks();
    await openRoom('/resources/7?week=2026-12-09&scale=slots');
    await waitFor(() => expect(document.querySelector('[data-view]')).toHaveAttribute('data-view', 'agenda'));
    expect(screen.queryByRole('group', { name: 'Time scale' })).toBeNull();
  });

  it('should say when the room does not exist', async () => {
    await openRoom('/resources/9');
    expect(
      await screen.findByRole('heading', { name: 'This resource does not exist or you may not see it.' }),
    ).toBeVisible();
  });
});
