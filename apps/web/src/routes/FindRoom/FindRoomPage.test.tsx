/// <reference types="@testing-library/jest-dom/vitest" />
import type { Blackout, FreeRoom, FreeRoomResponse } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import { type WebLanguage } from '../../i18n';
import { renderScreen, stubResizeObserver } from '../../testScreen';
import FindRoomPage from './FindRoomPage';

/** `count` rooms, free on every date unless they clash on `clashes`. */
const roomsOf = (count: number, clashes: string[] = []): FreeRoom[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `MIF ${101 + index}`,
    address: null,
    capacity: 30,
    tags: [],
    item_id: 100 + index,
    types: ['lecture', 'event'],
    needs_approval: false,
    clashes,
  }));

/** The finder in `language` at `url`, the server answering every search with `answer` and `holidays` as closed. */
async function openFinder(
  language: WebLanguage,
  answer: FreeRoomResponse,
  url = '/find-room',
  holidays: Blackout[] = [],
) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/settings') {
      return { time_zone: 'Europe/Vilnius' } as never;
    }
    if (path.startsWith('/api/resources/free?')) {
      return answer as never;
    }
    if (path === '/api/blackouts') {
      return holidays as never;
    }
    return [] as never;
  });
  await renderScreen({ path: '/find-room', Component: FindRoomPage }, url, language);
  const searches = () => get.mock.calls.filter(([path]) => path.startsWith('/api/resources/free?')).length;
  return { searches };
}

// Testers (WCAG 4.1.3): after Search the focus stays on the button and nothing said how many rooms were found.
describe('given the room finder', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // A walk: From 12:00, To 10:00 greyed Search out with no word and no field marked; "-5" seats showed Chromium's own
  // English bubble on a Lithuanian screen. The form says what is wrong itself, at the field, in the screen's language.
  describe('when what is asked cannot be searched', () => {
    it.each([
      { language: 'en' as const, to: 'To', search: 'Search', said: 'The end must be after the start' },
      { language: 'lt' as const, to: 'Iki', search: 'Ieškoti', said: 'Pabaiga turi būti vėliau nei pradžia' },
    ])(
      'should say at "To" that the end must be after the start ($language)',
      async ({ language, to, search, said }) => {
        const { searches } = await openFinder(
          language,
          { data: roomsOf(1), meta: { dates: ['2026-12-09'], all_free: true } },
          '/find-room?date=2026-12-09&from=12:00&to=10:00',
        );
        const end = screen.getByLabelText(to);
        expect(end).toHaveAttribute('aria-invalid', 'true');
        expect(end).toHaveAccessibleDescription(said);
        const button = screen.getByRole('button', { name: search });
        expect(button).toBeEnabled();
        fireEvent.click(button);
        expect(end).toHaveFocus();
        expect(searches()).toBe(0);
      },
    );

    it.each([
      { language: 'en' as const, seats: 'People (at least)', search: 'Search', said: 'Enter a number of at least 1' },
      {
        language: 'lt' as const,
        seats: 'Žmonių (ne mažiau)',
        search: 'Ieškoti',
        said: 'Įveskite skaičių, ne mažesnį nei 1',
      },
    ])('should check the seats itself, not with the browser’s bubble ($language)', async (row) => {
      const { searches } = await openFinder(row.language, {
        data: roomsOf(1),
        meta: { dates: ['2026-12-09'], all_free: true },
      });
      expect(screen.getByRole('search')).toHaveAttribute('novalidate');
      const seats = screen.getByLabelText(row.seats);
      fireEvent.change(seats, { target: { value: '-5' } });
      fireEvent.click(screen.getByRole('button', { name: row.search }));
      expect(seats).toHaveAttribute('aria-invalid', 'true');
      expect(seats).toHaveAccessibleDescription(row.said);
      expect(seats).toHaveFocus();
      expect(searches()).toBe(0);
    });
  });

  describe('when searching', () => {
    it.each([
      { language: 'en' as const, count: 12, said: '12 free rooms' },
      { language: 'en' as const, count: 1, said: '1 free room' },
      { language: 'lt' as const, count: 1, said: '1 laisva auditorija' },
      { language: 'lt' as const, count: 21, said: '21 laisva auditorija' },
      { language: 'lt' as const, count: 3, said: '3 laisvos auditorijos' },
      { language: 'lt' as const, count: 12, said: '12 laisvų auditorijų' },
    ])('should say politely how many rooms are free: $said ($language)', async ({ language, count, said }) => {
      await openFinder(language, { data: roomsOf(count), meta: { dates: ['2026-12-09'], all_free: true } });
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      // The region is there, empty, before the answer: a region added with its words is often not read.
      expect(status).toBeEmptyDOMElement();
      fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Search' : 'Ieškoti' }));
      await waitFor(() => expect(status).toHaveTextContent(said));
    });

    it('should say how many candidates there are when no room is free on every date (en)', async () => {
      await openFinder('en', {
        data: roomsOf(3, ['2026-12-16']),
        meta: { dates: ['2026-12-09', '2026-12-16'], all_free: false },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('No room is free on every date: 3 candidates'),
      );
    });

    it('should say in correct Lithuanian that no room is free on every date (lt)', async () => {
      await openFinder('lt', {
        data: roomsOf(3, ['2026-12-16']),
        meta: { dates: ['2026-12-09', '2026-12-16'], all_free: false },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Ieškoti' }));
      // „Nė viena … nelaisva“ reads as "none is taken"; the negation goes on the verb.
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Nė viena auditorija nėra laisva visomis datomis: 3 variantai',
        ),
      );
    });

    // A teacher found "32 free rooms" and, under them, "The candidates on …": candidates only when none is free.
    it.each([
      { language: 'en' as const, search: 'Search', day: /^These rooms on /, not: /candidates/i },
      { language: 'lt' as const, search: 'Ieškoti', day: /^Šių auditorijų užimtumas /, not: /Variantai/ },
    ])('should not call free rooms candidates above their day ($language)', async ({ language, search, day, not }) => {
      await openFinder(language, { data: roomsOf(2), meta: { dates: ['2026-12-09'], all_free: true } });
      fireEvent.click(screen.getByRole('button', { name: search }));
      expect(await screen.findByRole('heading', { level: 2, name: day })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: not })).not.toBeInTheDocument();
    });

    // At 390 px the Lithuanian heading ended "…2027 m. kovo 9 d., an": the abbreviated weekday read as a word.
    it.each([
      { language: 'en' as const, heading: 'These rooms on Tuesday, March 9, 2027' },
      { language: 'lt' as const, heading: 'Šių auditorijų užimtumas 2027\u00a0m. kovo 9\u00a0d., antradienis' },
    ])('should name the day’s weekday in full above its grid ($language)', async ({ language, heading }) => {
      await openFinder(
        language,
        { data: roomsOf(2), meta: { dates: ['2027-03-09'], all_free: true } },
        '/find-room?date=2027-03-09&from=10:00&to=11:30',
      );
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    });

    // The dates of a weekly search and a room's taken dates read "…kovo 9 d., an, 2027 m. kovo 16 d., an": a short
    // weekday inside a list of dates split by commas. They are one weekday's dates, so each is written as a date.
    it.each([
      {
        language: 'en' as const,
        range: '2 dates from March 9, 2027 to March 16, 2027',
        taken: 'Taken on March 16, 2027',
      },
      {
        language: 'lt' as const,
        range: '2 datos nuo 2027 m. kovo 9 d. iki 2027 m. kovo 16 d.',
        taken: 'Užimta 2027 m. kovo 16 d.',
      },
    ])('should write a weekly search’s dates as dates ($language)', async ({ language, range, taken }) => {
      await openFinder(
        language,
        { data: roomsOf(1, ['2027-03-16']), meta: { dates: ['2027-03-09', '2027-03-16'], all_free: false } },
        '/find-room?date=2027-03-09&from=10:00&to=11:30&repeat=weekly&until=2027-03-16',
      );
      expect(await screen.findByText(range)).toBeInTheDocument();
      expect(screen.getByText(taken, { exact: false })).toBeInTheDocument();
    });

    it('should call them candidates when no room is free on every date (en)', async () => {
      await openFinder('en', {
        data: roomsOf(3, ['2026-12-16']),
        meta: { dates: ['2026-12-09', '2026-12-16'], all_free: false },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('heading', { level: 2, name: /^The candidates on / })).toBeInTheDocument();
    });

    it('should say that no room is free (lt)', async () => {
      await openFinder('lt', { data: [], meta: { dates: ['2026-12-09'], all_free: true } });
      fireEvent.click(screen.getByRole('button', { name: 'Ieškoti' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Tuo metu nėra laisvos auditorijos, kurią galėtumėte rezervuoti.',
        ),
      );
    });

    // A walk in the winter holidays: on 28 December the finder said only "No room you may reserve is free then", as
    // if every room were taken. A day the university is closed says so.
    it.each([
      { language: 'en' as const, said: 'The university is closed on December 28, 2026: Winter holidays.' },
      { language: 'lt' as const, said: '2026 m. gruodžio 28 d. universitetas nedirba: Žiemos atostogos.' },
    ])('should say that the day is a holiday when no room is free ($language)', async ({ language, said }) => {
      const holiday: Blackout = {
        id: 4,
        name: language === 'en' ? 'Winter holidays' : 'Žiemos atostogos',
        period_id: 1,
        resource_id: null,
        from: '2026-12-24',
        to: '2027-01-01',
        from_time: { hours: 0, minutes: 0 },
        to_time: { hours: 24, minutes: 0 },
        all_day: true,
        starts_at: '2026-12-23T22:00:00.000Z',
        ends_at: '2027-01-01T22:00:00.000Z',
      };
      await openFinder(
        language,
        { data: [], meta: { dates: ['2026-12-28'], all_free: true } },
        '/find-room?date=2026-12-28&from=10:00&to=11:30',
        [holiday],
      );
      expect(await screen.findByText(said)).toBeInTheDocument();
    });

    // A student's walk: a pool of projectors said "Seats not given"; seats are a room's, an item says nothing of them.
    it.each([
      { language: 'en' as const, search: 'Search', seats: '30 seats', unsaid: /seat/i },
      { language: 'lt' as const, search: 'Ieškoti', seats: '30 vietų', unsaid: /viet/i },
    ])('should give seats for a room and none for items ($language)', async ({ language, search, seats, unsaid }) => {
      const [room] = roomsOf(1);
      const projectors = { ...room!, id: 2, name: 'MIF projektoriai', capacity: null, address: 'Naugarduko g. 24' };
      await openFinder(language, { data: [room!, projectors], meta: { dates: ['2026-12-09'], all_free: true } });
      fireEvent.click(screen.getByRole('button', { name: search }));
      const [roomCard, itemCard] = await screen.findAllByRole('listitem');
      expect(roomCard).toHaveTextContent(seats);
      expect(itemCard).toHaveTextContent('MIF projektoriai');
      expect(itemCard).toHaveTextContent('Naugarduko g. 24');
      expect(itemCard).not.toHaveTextContent(unsaid);
    });

    it('should say it again when the same search is asked again (en)', async () => {
      const { searches } = await openFinder('en', {
        data: roomsOf(2),
        meta: { dates: ['2026-12-09'], all_free: true },
      });
      const search = screen.getByRole('button', { name: 'Search' });
      fireEvent.click(search);
      const status = screen.getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent('2 free rooms'));
      const first = status.firstElementChild;
      fireEvent.click(search);
      // New words in the region (not the same node kept), so a screen reader reads them again.
      await waitFor(() => expect(status.firstElementChild).not.toBe(first));
      expect(status).toHaveTextContent('2 free rooms');
      expect(searches()).toBeGreaterThanOrEqual(1);
    });
  });
});
