/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import { renderScreen, stubResizeObserver } from '../../testScreen';
import GlancePage from './GlancePage';

const rooms = [
  { id: 1, name: 'Aula 101', address: 'Universiteto g. 3', capacity: 120, tags: ['projector'], free_now: true },
  { id: 2, name: 'Lab 2', address: 'Naugarduko g. 24', capacity: 16, tags: [], free_now: false },
];

/** Rooms at a glance (en) on 9 December 2026; the server filters the two rooms above by seats. */
async function openGlance() {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path: string, query?: unknown) => {
    if (path === '/api/rooms/glance') {
      const { from, to, capacity } = query as { from: string; to: string; capacity?: number };
      return {
        from,
        to,
        rooms: rooms.filter((room) => !capacity || room.capacity >= capacity),
        reservations: [],
        closures: [],
        addresses: ['Naugarduko g. 24', 'Universiteto g. 3'],
        tags: ['projector'],
      } as never;
    }
    return (path === '/api/settings' ? { time_zone: 'Europe/Vilnius' } : []) as never;
  });
  await renderScreen({ path: '/resources/glance', Component: GlancePage }, '/resources/glance?date=2026-12-09', 'en');
  return { get };
}

describe('given rooms at a glance', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should ask for the rooms with at least the seats typed, and clear the filters', async () => {
    const { get } = await openGlance();
    expect(await screen.findByText(/^2 rooms\./)).toBeVisible();
    const clear = screen.getByRole('button', { name: 'Clear the filters' });
    expect(clear).toBeDisabled();
    fireEvent.change(screen.getByLabelText('At least this many seats'), { target: { value: '40' } });
    await waitFor(() => expect(screen.getByText(/^1 room\./)).toBeVisible());
    expect(get).toHaveBeenCalledWith('/api/rooms/glance', expect.objectContaining({ capacity: 40 }));
    // Not a whole number above 0: no limit.
    fireEvent.change(screen.getByLabelText('At least this many seats'), { target: { value: '0' } });
    await waitFor(() => expect(screen.getByText(/^2 rooms\./)).toBeVisible());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free right now' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/api/rooms/glance', expect.objectContaining({ free_now: 1 })),
    );
    fireEvent.click(clear);
    await waitFor(() => expect(screen.getByLabelText('At least this many seats')).toHaveValue(null));
    expect(clear).toBeDisabled();
  });
});
