/// <reference types="@testing-library/jest-dom/vitest" />
import type { ReportData, ReportFilters } from '@laikas/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/client';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import { ReportView } from './ReportView';

const filters: ReportFilters = { from: '2026-10-01', to: '2026-10-31' };
const room = { id: 4, name: 'MIF 101', capacity: 30, booked_minutes: 90, reservations: 1, available_minutes: 6000 };
const projectors = { id: 9, name: 'MIF projektoriai', capacity: null, booked_minutes: 90, reservations: 1 };

/** October's report over `rooms` (a room seats people, a pool of projectors does not). */
const reportOf = (rooms: (typeof room | typeof projectors)[]) =>
  ({
    filters,
    totals: { booked_minutes: 180, reservations: 2, available_minutes: 12000, utilisation: 0.015 },
    rooms: rooms.map((entry) => ({ available_minutes: 6000, ...entry, utilisation: 0.015 })),
    groups: [],
    teachers: [],
    heatmap: [{ weekday: 1, hour: 10, booked_minutes: 180 }],
    weeks: [{ week: '2026-10-05', booked_minutes: 180, reservations: 2 }],
  }) as unknown as ReportData;

const booking = (id: number, resource: { id: number; name: string }) => ({
  id,
  name: 'Duomenų struktūros',
  date: '2026-10-05',
  from_time: '10:00',
  to_time: '11:30',
  minutes: 90,
  resource,
  responsible: null,
  groups: [],
});

describe('given the bookings behind a figure of a report', () => {
  beforeEach(() => {
    stubResizeObserver();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // Since the report names its resource column by what it counts (4012e378), the bookings behind a figure still
  // headed theirs "Room" / „Auditorija“ over a pool of projectors: the column says what the report holds.
  it.each([
    { language: 'en' as const, held: 'rooms', panel: 'Bookings behind: Monday 10:00', column: 'Room' },
    { language: 'lt' as const, held: 'rooms', panel: 'Rezervacijos: Pirmadienis 10:00', column: 'Auditorija' },
    { language: 'en' as const, held: 'items', panel: 'Bookings behind: Monday 10:00', column: 'Item' },
    { language: 'lt' as const, held: 'items', panel: 'Rezervacijos: Pirmadienis 10:00', column: 'Priemonė' },
    { language: 'en' as const, held: 'both', panel: 'Bookings behind: Monday 10:00', column: 'Room or item' },
    {
      language: 'lt' as const,
      held: 'both',
      panel: 'Rezervacijos: Pirmadienis 10:00',
      column: 'Auditorija ar priemonė',
    },
  ])('should head its resource column by what the report counts ($language, $held)', async (expected) => {
    const rooms = { rooms: [room], items: [projectors], both: [room, projectors] }[expected.held]!;
    vi.spyOn(api, 'get').mockImplementation(async (path) => {
      if (path.startsWith('/api/admin/reports/reservations?')) {
        const data = rooms.map((entry) => booking(entry.id, { id: entry.id, name: entry.name }));
        return { data, meta: { total: data.length, truncated: false } } as never;
      }
      return (path === '/api/settings' ? { time_zone: 'Europe/Vilnius' } : []) as never;
    });
    await renderScreen(
      { path: '/admin/reports', Component: () => <ReportView report={reportOf(rooms)} filters={filters} /> },
      '/admin/reports',
      expected.language,
    );
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${expected.panel.split(': ')[1]}`) }));
    const panel = await screen.findByRole('region', { name: expected.panel });
    const table = await within(panel).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain(expected.column);
  });
});
