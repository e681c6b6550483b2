/// <reference types="@testing-library/jest-dom/vitest" />
import type { ReportData } from '@laikas/contract';
import { preloadDatePicker } from '@laikas/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import { api, ApiError } from '../../../data/client';
import { type WebLanguage } from '../../../i18n';
import ReportsPage from './ReportsPage';

const report = {
  filters: { from: '2026-10-01', to: '2026-10-31' },
  totals: { booked_minutes: 270, reservations: 3, available_minutes: 6000, utilisation: 0.045 },
  rooms: [
    {
      id: 4,
      name: 'MIF 101',
      capacity: 30,
      booked_minutes: 270,
      reservations: 3,
      available_minutes: 6000,
      utilisation: 0.045,
    },
  ],
  groups: [{ id: 7, name: 'PS 1 k. 1 gr.', booked_minutes: 180, reservations: 2 }],
  teachers: [],
  heatmap: [
    { weekday: 1, hour: 10, booked_minutes: 180 },
    { weekday: 3, hour: 14, booked_minutes: 90 },
  ],
  weeks: [{ week: '2026-09-28', booked_minutes: 270, reservations: 3 }],
} as unknown as ReportData;
const behind = {
  id: 91,
  name: 'Duomenų struktūros',
  date: '2026-10-05',
  from_time: '10:00',
  to_time: '11:30',
  minutes: 90,
  resource: { id: 4, name: 'MIF 101' },
  responsible: { id: 3, name: 'doc. Tomas Kazlauskas' },
  groups: [{ id: 7, name: 'PS 1 k. 1 gr.' }],
};

/** The reports screen in `language` at October 2026's report; the server answers the figures above. */
async function openReport(language: WebLanguage) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/settings') {
      return { time_zone: 'Europe/Vilnius' } as never;
    }
    if (path.startsWith('/api/admin/reports/reservations?')) {
      return { data: [behind], meta: { total: 1, truncated: false } } as never;
    }
    if (path.startsWith('/api/admin/reports?')) {
      return report as never;
    }
    return [] as never;
  });
  const router = await renderScreen(
    { path: '/admin/reports', Component: ReportsPage },
    '/admin/reports?from=2026-10-01&to=2026-10-31',
    language,
  );
  const reservationsAsked = () =>
    get.mock.calls.map(([path]) => path).filter((path) => path.startsWith('/api/admin/reports/reservations?'));
  return { reservationsAsked, router };
}

// Code the screen loads on its own in the background, loaded here so that the tests wait for the screen only: the
// figures and their charts (chunks of their own, asked for when a report is shown), and the month grid the first date
// picker drawn starts loading (react-day-picker and every date-fns locale, some 1,400 modules, whose import holds the
// test's thread: 9-11 s at load 17 before the report could render, past testing-library's 10 s for "Totals").
beforeAll(async () => {
  await Promise.all([import('./ReportResult'), import('./ReportCharts'), preloadDatePicker()]);
}, 60_000);

describe('given a month of reports of an administrator', () => {
  beforeEach(() => {
    stubResizeObserver();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should show the totals and open the bookings behind a heat-map cell (en)', async () => {
    const { reservationsAsked } = await openReport('en');
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(totals).toHaveTextContent('Booked: 4.5 h');
    expect(totals).toHaveTextContent('3 bookings');
    expect(screen.getByText('The busiest hour is Monday 10:00 with 3 booked hours.')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Monday 10:00, 3 h' }));
    const panel = await screen.findByRole('region', { name: 'Bookings behind: Monday 10:00' });
    expect(await within(panel).findByRole('cell', { name: 'Duomenų struktūros' })).toBeVisible();
    expect(reservationsAsked()).toEqual([expect.stringContaining('weekday=1&hour=10')]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Bookings behind: Monday 10:00' })).toBeNull();
  });

  it('should open what is behind a group from its table (lt)', async () => {
    const { reservationsAsked } = await openReport('lt');
    await screen.findByRole('group', { name: 'Iš viso' });
    // Mid-sentence the weekday is lower case and says when: "pirmadienį", not "Pirmadienis".
    expect(screen.getByText('Labiausiai užimta valanda – pirmadienį 10:00: 3 užimtos valandos.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Trečiadienis 14:00, 1,5 val.' })).toHaveTextContent('1,5');

    fireEvent.click(screen.getByRole('button', { name: 'PS 1 k. 1 gr.' }));
    const panel = await screen.findByRole('region', { name: 'Rezervacijos: PS 1 k. 1 gr.' });
    expect(await within(panel).findByText('1 rezervacija')).toBeVisible();
    await waitFor(() => expect(reservationsAsked()).toEqual([expect.stringContaining('group=7')]));
  });

  it('should say under "To" that the range ends before it starts, and ask the server nothing (lt)', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (path) => (path === '/api/settings' ? { time_zone: 'Europe/Vilnius' } : []) as never);
    const router = await renderScreen(
      { path: '/admin/reports', Component: ReportsPage },
      '/admin/reports?from=2026-10-31&to=2026-10-01',
      'lt',
    );
    const to = await screen.findByRole('button', { name: /^Iki/ });
    await waitFor(() => expect(to).toHaveAccessibleDescription('Pabaiga negali būti ankstesnė už pradžią.'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(get.mock.calls.map(([path]) => path).filter((path) => path.startsWith('/api/admin/reports?'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Rodyti' }));
    expect(router.state.location.search).toBe('?from=2026-10-31&to=2026-10-01');
  });

  // A semester's-end walk: an empty filter said "Įranga: Visi" and "Grupės: Visi"; "all" agrees with its noun.
  it.each([
    { language: 'lt' as const, rooms: 'Auditorijos ir priemonės Visos', tags: 'Įranga Visa', groups: 'Grupės Visos' },
    { language: 'en' as const, rooms: 'Rooms and items All', tags: 'Equipment All', groups: 'Groups All' },
  ])('should say "all" of each empty filter in agreement with its noun ($language)', async (expected) => {
    await openReport(expected.language);
    await screen.findByRole('group', { name: expected.language === 'lt' ? 'Iš viso' : 'Totals' });
    const filters = screen.getByRole('search');
    for (const name of [expected.rooms, expected.tags, expected.groups]) {
      expect(within(filters).getByRole('button', { name })).toBeVisible();
    }
  });

  // A semester's-end walk: "32 rooms" counted the faculties' portable projectors. A room seats people; a pool of
  // equipment has no seats and is no room (as rooms at a glance reads it, issue 27): the count says which is which.
  it.each([
    { language: 'lt' as const, said: '2 auditorijos ir 1 priemonė; labiausiai užimta – MIF 101: 4,5 % galimo laiko.' },
    { language: 'en' as const, said: '2 rooms and 1 item; the busiest is MIF 101 at 4.5% of its available time.' },
    { language: 'lt' as const, rooms: 1, said: '1 auditorija; labiausiai užimta – MIF 101: 4,5 % galimo laiko.' },
  ])('should count rooms apart from equipment ($language)', async ({ language, rooms, said }) => {
    const projectors = {
      ...report.rooms[0]!,
      id: 9,
      name: 'MIF nešiojami projektoriai',
      capacity: null,
      utilisation: 0,
    };
    const hall = { ...report.rooms[0]!, id: 5, name: 'MIF 102', capacity: 60, utilisation: 0.01 };
    const entries = rooms === 1 ? [report.rooms[0]!] : [report.rooms[0]!, hall, projectors];
    vi.spyOn(api, 'get').mockImplementation(async (path) => {
      if (path === '/api/settings') {
        return { time_zone: 'Europe/Vilnius' } as never;
      }
      return (path.startsWith('/api/admin/reports?') ? { ...report, rooms: entries } : []) as never;
    });
    await renderScreen(
      { path: '/admin/reports', Component: ReportsPage },
      '/admin/reports?from=2026-10-01&to=2026-10-31',
      language,
    );
    expect(await screen.findByText(said)).toBeVisible();
  });

  // Since the report counts rooms and items apart (6aee56c4), its table, column and CSV button still said "room" over
  // a pool of projectors: each says what it holds, rooms, items or both.
  it.each([
    {
      language: 'en' as const,
      held: 'both',
      title: 'Utilisation per room and item',
      column: 'Room or item',
      csv: 'Export utilisation per room and item to CSV',
    },
    {
      language: 'lt' as const,
      held: 'both',
      title: 'Auditorijų ir priemonių užimtumas',
      column: 'Auditorija ar priemonė',
      csv: 'Eksportuoti auditorijų ir priemonių užimtumą į CSV',
    },
    {
      language: 'en' as const,
      held: 'items',
      title: 'Utilisation per item',
      column: 'Item',
      csv: 'Export utilisation per item to CSV',
    },
    {
      language: 'lt' as const,
      held: 'items',
      title: 'Priemonių užimtumas',
      column: 'Priemonė',
      csv: 'Eksportuoti priemonių užimtumą į CSV',
    },
  ])('should name rooms and items in the title, column and CSV ($language, $held)', async (expected) => {
    const projectors = { ...report.rooms[0]!, id: 9, name: 'MIF projektoriai', capacity: null, utilisation: 0 };
    const entries = expected.held === 'items' ? [projectors] : [report.rooms[0]!, projectors];
    vi.spyOn(api, 'get').mockImplementation(async (path) => {
      if (path === '/api/settings') {
        return { time_zone: 'Europe/Vilnius' } as never;
      }
      return (path.startsWith('/api/admin/reports?') ? { ...report, rooms: entries } : []) as never;
    });
    await renderScreen(
      { path: '/admin/reports', Component: ReportsPage },
      '/admin/reports?from=2026-10-01&to=2026-10-31',
      expected.language,
    );
    expect(await screen.findByRole('heading', { name: expected.title })).toBeVisible();
    fireEvent.click(
      screen.getAllByRole('button', { name: expected.language === 'en' ? 'Show as a table' : 'Rodyti lentelę' })[0]!,
    );
    expect(await screen.findByRole('columnheader', { name: expected.column })).toBeVisible();
    expect(screen.getByRole('button', { name: expected.csv })).toBeVisible();
  });

  // Testers: the CSV holds only the rooms table while the workbook holds every table, and both buttons just said "Export".
  it.each([
    { language: 'en' as const, xlsx: 'Export all tables to Excel (XLSX)', csv: 'Export utilisation per room to CSV' },
    {
      language: 'lt' as const,
      xlsx: 'Eksportuoti visas lenteles į Excel (XLSX)',
      csv: 'Eksportuoti auditorijų užimtumą į CSV',
    },
  ])('should say what each export holds ($language)', async ({ language, xlsx, csv }) => {
    await openReport(language);
    expect(await screen.findByRole('button', { name: xlsx })).toBeVisible();
    expect(screen.getByRole('button', { name: csv })).toBeVisible();
  });

  it('should save the report under a name the contract accepts, then open it (en)', async () => {
    const { router } = await openReport('en');
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 12 } as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Save report' }));
    const dialog = await screen.findByRole('dialog');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: 'Report name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: ' October ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports/12'));
    expect(post).toHaveBeenCalledWith('/api/admin/reports', { name: 'October', from: '2026-10-01', to: '2026-10-31' });
  });
});

/**
 * Periods as `/api/admin/reports/periods` serves them (names and dates, newest first): the autumn semester runs on
 * 6 December 2026, spring came before.
 */
const periods = [
  { id: 3, name: '2027 spring', starts_on: '2027-02-01', ends_on: '2027-06-30' },
  { id: 2, name: '2026 autumn', starts_on: '2026-09-01', ends_on: '2027-01-31' },
  { id: 1, name: '2026 spring', starts_on: '2026-02-01', ends_on: '2026-06-30' },
];

// An office's request: a semester's report meant picking its first and last day by hand each time; the periods the
// API already serves offer the current and the previous one as a range.
describe('given the periods of the university', () => {
  beforeEach(() => {
    stubResizeObserver();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    {
      language: 'en' as const,
      current: 'This period: 2026 autumn',
      previous: 'Previous period: 2026 spring',
      from: /^From/,
      to: /^To/,
      show: 'Show',
    },
    {
      language: 'lt' as const,
      current: 'Šis laikotarpis: 2026 autumn',
      previous: 'Ankstesnis laikotarpis: 2026 spring',
      from: /^Nuo/,
      to: /^Iki/,
      show: 'Rodyti',
    },
  ])('should offer the current and the previous period as a range ($language)', async (words) => {
    vi.spyOn(api, 'get').mockImplementation(async (path) => {
      if (path === '/api/settings') {
        return { time_zone: 'Europe/Vilnius' } as never;
      }
      if (path === '/api/admin/reports/periods') {
        return { data: periods } as never;
      }
      return (path.startsWith('/api/admin/reports?') ? report : []) as never;
    });
    const router = await renderScreen(
      { path: '/admin/reports', Component: ReportsPage },
      '/admin/reports',
      words.language,
    );
    fireEvent.click(await screen.findByRole('button', { name: words.previous }));
    expect(screen.getByRole('button', { name: words.from })).toHaveTextContent('2026-02-01');
    fireEvent.click(screen.getByRole('button', { name: words.current }));
    expect(screen.getByRole('button', { name: words.from })).toHaveTextContent('2026-09-01');
    expect(screen.getByRole('button', { name: words.to })).toHaveTextContent('2027-01-31');
    fireEvent.click(screen.getByRole('button', { name: words.show }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-09-01&to=2027-01-31'));
  });

  // An administrator who may read reports but not manage groups got no presets: the screen read the periods from
  // the groups' call, which answers them 403.
  it('should offer the periods to an administrator of reports who may not manage groups', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(async (path) => {
      if (path === '/api/settings') {
        return { time_zone: 'Europe/Vilnius' } as never;
      }
      if (path === '/api/admin/reports/periods') {
        return { data: periods } as never;
      }
      if (path.startsWith('/api/admin/periods')) {
        throw new ApiError(403, 'This action is unauthorized.');
      }
      return (path.startsWith('/api/admin/reports?') ? report : []) as never;
    });
    await renderScreen({ path: '/admin/reports', Component: ReportsPage }, '/admin/reports', 'en');
    const presets = await screen.findByRole('group', { name: 'Teaching periods' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['This period: 2026 autumn', 'Previous period: 2026 spring']);
    expect(get.mock.calls.map(([path]) => path)).not.toContain('/api/admin/periods');
  });
});
