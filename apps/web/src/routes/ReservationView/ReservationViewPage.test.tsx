/// <reference types="@testing-library/jest-dom/vitest" />
import type { CurrentUser, Reservation } from '@laikas/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import { currentUserOf, renderScreen, screenTestHooks } from '../../testScreen';
import ReservationViewPage from './ReservationViewPage';

/** A signed-in person with `abilities` (and no role). */
function person(abilities: string[]): CurrentUser {
  return currentUserOf({ abilities, language: 'en' });
}

/** One occurrence of a weekly seminar series in MIF 202. */
const seminar = {
  id: 1052,
  name: 'Seminaras',
  description: null,
  from: '2026-12-07',
  to: '2026-12-07',
  from_time: { hours: 14, minutes: 0 },
  to_time: { hours: 15, minutes: 0 },
  starts_at: '2026-12-07T12:00:00Z',
  ends_at: '2026-12-07T13:00:00Z',
  type: 'event',
  status: 'approved',
  person_responsible: 2,
  responsible: { id: 2, name: 'doc. Tomas Kazlauskas' },
  groups: [],
  invitations: [],
  invitation_count: 0,
  annexes: [],
  has_annexes: false,
  reservable: { id: 5, name: 'MIF 202 kompiuterių klasė', address: 'Naugarduko g. 24, Vilnius', settings: {} },
  reservable_id: 5,
  resource_id: 5,
  resource: { id: 5, name: 'MIF 202 kompiuterių klasė' },
  item_id: 9,
  is_remote: 0,
  remote_address: null,
  user: { id: 2, name: 'doc. Tomas Kazlauskas' },
  repeater: null,
  repeater_id: 77,
  batch_id: null,
  is_batch: false,
  detached: true,
  can_edit: false,
  can_delete: false,
} as unknown as Reservation;

async function openSeminar(abilities: string[], shown: Reservation = seminar, language: 'lt' | 'en' = 'en') {
  vi.spyOn(api, 'get').mockImplementation(async (path) =>
    path === '/api/settings' ? ({ time_zone: 'Europe/Vilnius' } as never) : (shown as never),
  );
  await renderScreen(
    { path: '/reservations/:reservationId', Component: ReservationViewPage },
    `/reservations/${shown.id}`,
    language,
    {
      user: person(abilities),
    },
  );
  return screen.findByRole('heading', { level: 1, name: shown.name });
}

/** The seminar repeating by `rule` from Monday 7 December 2026. */
function repeating(rule: Partial<NonNullable<Reservation['repeater']>>): Reservation {
  return {
    ...seminar,
    detached: false,
    repeater: {
      type: 'weekly',
      interval: 1,
      until: '2027-01-25',
      weekdays: [],
      starts_on: '2026-12-07',
      excluded_dates: [],
      ...rule,
    },
  };
}

describe('given an occurrence of a series', () => {
  screenTestHooks();

  // A student saw a lone "·" under the room: the separator of two history links only super administrators get.
  it('should show no stray separator to someone who may not read its history (en)', async () => {
    const heading = await openSeminar([]);
    const header = heading.parentElement!;
    expect(header).toHaveTextContent('MIF 202 kompiuterių klasė · Naugarduko g. 24, Vilnius');
    expect(header.textContent?.replace('MIF 202 kompiuterių klasė · ', '')).not.toContain('·');
  });

  it('should link a super administrator to its history and its series history (en)', async () => {
    await openSeminar(['*']);
    expect(screen.getByRole('link', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /series/i })).toBeInTheDocument();
  });
});

// A semester's-end walk: "Kas savaitę (intervalas 1), iki 2027-01-25" / "Weekly (interval 1)", and no weekday.
describe('given a reservation that repeats', () => {
  screenTestHooks();

  it.each([
    { language: 'lt' as const, rule: {}, said: 'Kas savaitę pirmadieniais, iki 2027-01-25' },
    { language: 'en' as const, rule: {}, said: 'Weekly on Mondays until Jan 25, 2027' },
    {
      language: 'lt' as const,
      rule: { interval: 2, weekdays: ['monday', 'wednesday', 'friday'] },
      said: 'Kas 2 savaites pirmadieniais, trečiadieniais ir penktadieniais, iki 2027-01-25',
    },
    {
      language: 'en' as const,
      rule: { interval: 2, weekdays: ['monday', 'wednesday'] },
      said: 'Every 2 weeks on Mondays and Wednesdays until Jan 25, 2027',
    },
    { language: 'lt' as const, rule: { type: 'daily', until: '2026-12-11' }, said: 'Kasdien, iki 2026-12-11' },
    { language: 'en' as const, rule: { type: 'daily', interval: 3 }, said: 'Every 3 days until Jan 25, 2027' },
    { language: 'lt' as const, rule: { type: 'daily', interval: 10 }, said: 'Kas 10 dienų, iki 2027-01-25' },
    {
      language: 'lt' as const,
      rule: { type: 'monthly', until: '2027-06-30' },
      said: 'Kas mėnesį 7 d., iki 2027-06-30',
    },
    {
      language: 'en' as const,
      rule: { type: 'monthly', interval: 2, until: '2027-06-30' },
      said: 'Every 2 months on day 7 until Jun 30, 2027',
    },
    {
      language: 'lt' as const,
      rule: { type: 'yearly', until: '2028-12-31' },
      said: 'Kasmet gruodžio 7 d., iki 2028-12-31',
    },
    {
      language: 'en' as const,
      rule: { type: 'yearly', until: '2028-12-31' },
      said: 'Yearly on December 7 until Dec 31, 2028',
    },
  ] as const)('should say the rule as a person says it: $said', async ({ language, rule, said }) => {
    await openSeminar([], repeating(rule as Partial<NonNullable<Reservation['repeater']>>), language);
    const term = screen.getByText(language === 'lt' ? 'Kartojasi' : 'Repeats');
    expect(term.nextElementSibling).toHaveTextContent(said);
  });
});

// A semester's-end walk: a rejected reservation's page said "Atmesta" without why, yet offered "Redaguoti" and
// "Eksportuoti į kalendorių". A rejected booking holds no place and is in no calendar: its page says why, and its
// author may change it and ask again (a save makes it wait for a decision again), nothing more.
describe('given a rejected reservation', () => {
  screenTestHooks();

  const rejected = {
    ...seminar,
    detached: false,
    status: 'rejected',
    rejection_reason: 'Laboratorijoje tą dieną vyksta egzaminas',
    is_remote: 1,
    remote_address: 'https://meet.example.edu/lab',
    can_edit: true,
    can_delete: true,
  } as Reservation;

  it.each([
    {
      language: 'lt' as const,
      reasonTerm: 'Atmetimo priežastis',
      askAgain: 'Keisti ir pateikti dar kartą',
      gone: ['Redaguoti', 'Eksportuoti į kalendorių', 'Prisijungti'],
    },
    {
      language: 'en' as const,
      reasonTerm: 'Reason for rejection',
      askAgain: 'Change and ask again',
      gone: ['Edit', 'Export to calendar', 'Join'],
    },
  ])('should say why, and offer only to change it and ask again ($language)', async (walk) => {
    await openSeminar([], rejected, walk.language);
    expect(screen.getByText(walk.reasonTerm).nextElementSibling).toHaveTextContent(
      'Laboratorijoje tą dieną vyksta egzaminas',
    );
    expect(screen.getByRole('button', { name: walk.askAgain })).toBeVisible();
    for (const name of walk.gone) {
      expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('should not offer it again to someone who may not change it, nor say a reason it was not given (en)', async () => {
    await openSeminar([], { ...rejected, rejection_reason: null, can_edit: false, can_delete: false }, 'en');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Rejected');
    expect(screen.queryByText('Reason for rejection')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

// A phone walk: the organiser saw "Invited: Agnė Petrauskaitė, Ieva Petrauskaitė", names only, after Ieva had declined;
// and the room's link opened the current week, not the reservation's.
describe('given a reservation its organiser opens', () => {
  screenTestHooks();

  const consultation = {
    ...seminar,
    invitations: [
      { id: 31, name: 'Agnė Petrauskaitė', status: 'pending' },
      { id: 32, name: 'Ieva Petrauskaitė', status: 'declined' },
      { id: 33, name: 'Karolis Petrauskas', status: 'accepted' },
    ],
    invitation_count: 3,
  } as Reservation;

  it.each([
    {
      language: 'lt' as const,
      term: 'Pakviesti',
      said: 'Agnė Petrauskaitė (dar neatsakė), Ieva Petrauskaitė (atmetė), Karolis Petrauskas (priėmė)',
    },
    {
      language: 'en' as const,
      term: 'Invited',
      said: 'Agnė Petrauskaitė (not answered yet), Ieva Petrauskaitė (declined), Karolis Petrauskas (accepted)',
    },
  ])("should say each invitee's answer ($language)", async ({ language, term, said }) => {
    await openSeminar([], consultation, language);
    expect(screen.getByText(term).nextElementSibling).toHaveTextContent(said);
  });

  it("should link the room's week that holds the reservation (en)", async () => {
    await openSeminar([], consultation, 'en');
    expect(screen.getByRole('link', { name: 'MIF 202 kompiuterių klasė' })).toHaveAttribute(
      'href',
      '/resources/5?date=2026-12-07',
    );
  });
});

// A walk (teacher and student, phone): "Export to calendar" on a series wrote its rule with EXDATE for the dates moved
// alone, but no event where they moved to, so the calendar lost them; the feed has them (as RECURRENCE-ID exceptions).
describe('given a series with an occurrence moved alone', () => {
  screenTestHooks();

  it('should download the series as the server writes it for the feeds, its moved occurrence included (en)', async () => {
    const series = repeating({ weekdays: ['monday'], until: '2026-12-28', excluded_dates: ['2026-12-14'] });
    // What GET /api/reservations/{id}/calendar.ics answers (apps/api/test/reservation-calendar-file.test.ts).
    const file = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:series-77@laikas',
      'RRULE:FREQ=WEEKLY;BYDAY=MO',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:series-77@laikas',
      'RECURRENCE-ID;TZID=Europe/Vilnius:20261214T140000',
      'DTSTART:20261216T120000Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const get = vi.spyOn(api, 'get').mockImplementation(async (path) => {
      if (path === '/api/settings') {
        return { time_zone: 'Europe/Vilnius' } as never;
      }
      return (path === `/api/reservations/${series.id}/calendar.ics` ? file : series) as never;
    });
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:laikas';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderScreen(
      { path: '/reservations/:reservationId', Component: ReservationViewPage },
      `/reservations/${series.id}`,
      'en',
      { user: person([]) },
    );
    await screen.findByRole('heading', { level: 1, name: series.name });
    screen.getByRole('button', { name: 'Export to calendar' }).click();
    await vi.waitFor(() => expect(saved).toBeDefined());
    expect(get).toHaveBeenCalledWith(`/api/reservations/${series.id}/calendar.ics`, undefined, { text: true });
    expect(await saved!.text()).toBe(file);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('Seminaras.ics');
  });
});
