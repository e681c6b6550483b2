/// <reference types="@testing-library/jest-dom/vitest" />
import type { GroupTimetable, Reservation } from '@laikas/contract';
import { getWeekDates } from '@laikas/timetable-grid';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import type { WebLanguage } from '../../i18n';
import { currentUserOf, renderScreen, screenTestHooks } from '../../testScreen';
import HomePage from './HomePage';

const student = currentUserOf({ uid: 'egsta', name: 'Eglė Stankevičiūtė', roles: [{ key: 'student' }] });

/** The `YYYY-MM-DD` date `days` from today (UTC: far enough from any week's edge for these tests). */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The approved timetable of the student's group for a semester that begins in about two months. */
const comingSemester: GroupTimetable = {
  id: 5,
  status: 'approved',
  group: { id: 1, name: 'IF-1 k. 1 gr.', users_count: 2 },
  period: { id: 1, name: '2027 pavasaris', starts_on: daysFromToday(60), ends_on: daysFromToday(200) },
  reservations_count: 16,
  published_version: null,
};

/** Home for the student in `language`; the server holds no reservation of theirs and `timetables` of their groups. */
async function openHome(language: WebLanguage, timetables: GroupTimetable[], lectures: Reservation[] = []) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/group-timetables/mine') {
      return timetables as never;
    }
    if (path.startsWith('/api/group-timetables/')) {
      return lectures as never;
    }
    return [] as never;
  });
  await renderScreen({ path: '/', Component: HomePage }, '/', language, { user: student });
  return { get };
}

/** The default room of the student with a room chosen (`subscribed_calendar`): MIF 201, free all week. */
const room = { id: 4, name: 'MIF 201', address: 'Didlaukio g. 47', settings: { slots: [] } };

/** Home as `openHome` has it, for the student whose default room is MIF 201. */
async function openHomeWithRoom(language: WebLanguage, timetables: GroupTimetable[], lectures: Reservation[] = []) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path: string, query?: unknown) => {
    if (path === '/api/group-timetables/mine') {
      return timetables as never;
    }
    if (path.startsWith('/api/group-timetables/')) {
      return lectures as never;
    }
    if (path === '/api/resources/4') {
      return room as never;
    }
    if (path === '/api/resources/4/week') {
      const { from, to } = query as { from: string; to: string };
      return { from, to, resource: room, repeaters: [], reservations: [], closures: [] } as never;
    }
    return [] as never;
  });
  await renderScreen({ path: '/', Component: HomePage }, '/', language, {
    user: { ...student, subscribed_calendar: 4 },
  });
  return { get };
}

describe('given the home page of a student', () => {
  screenTestHooks();

  // In December the office approved the group's spring timetable and told the students they see it: their home
  // showed nothing of it until February, and no menu of theirs leads to a group's timetable.
  describe('when their group has an approved timetable for a period still to come', () => {
    it("should show the period's first week and when it starts (en)", async () => {
      const { get } = await openHome('en', [comingSemester]);
      expect(await screen.findByRole('heading', { name: 'Timetable of IF-1 k. 1 gr. (2027 pavasaris)' })).toBeVisible();
      const firstWeek = getWeekDates(comingSemester.period.starts_on);
      await waitFor(() =>
        expect(get).toHaveBeenCalledWith('/api/group-timetables/5/reservations', {
          from: firstWeek[0],
          to: firstWeek[6],
        }),
      );
      expect(screen.getByText(/^The period starts on .+; here is its first week\.$/)).toBeVisible();
    });
  });

  describe('when their group has an approved timetable for a period still to come, in Lithuanian', () => {
    // The date, written "2027 m. vasario 1 d.", ended the sentence with a second full stop.
    it('should say when it starts in one sentence (lt)', async () => {
      await openHome('lt', [comingSemester]);
      expect(
        await screen.findByText(/^Laikotarpis prasideda \d{4} m\. \S+ \d+ d\.; štai pirmoji jo savaitė\.$/),
      ).toBeVisible();
    });
  });

  // A teacher's or a student's first home said "You have no upcoming reservations" and nothing of how to make one.
  describe('when nothing of theirs is coming', () => {
    it('should lead to the resources and to finding a free room (lt)', async () => {
      await openHome('lt', []);
      expect(
        await screen.findByText(
          'Artimiausių rezervacijų neturite. Laiką galite rezervuoti išteklio tvarkaraštyje arba susiradę laisvą auditoriją.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Atverkite išteklio tvarkaraštį' })).toHaveAttribute(
        'href',
        '/resources',
      );
      expect(screen.getByRole('link', { name: 'Raskite laisvą auditoriją' })).toHaveAttribute('href', '/find-room');
    });
  });

  // On a Sunday a student opened Home on their phone: it showed the week then ending, every lecture past, no way to
  // the next one, and no lecture said in which room it is.
  describe('when it is the weekend', () => {
    const semester: GroupTimetable = {
      ...comingSemester,
      period: { id: 2, name: '2026 ruduo', starts_on: '2026-09-01', ends_on: '2027-01-31' },
    };
    const lecture = {
      id: 71,
      name: 'Matematinė analizė',
      starts_at: '2026-12-07T08:00:00Z',
      ends_at: '2026-12-07T09:30:00Z',
      type: 'lecture',
      status: 'approved',
      is_remote: 0,
      item_id: null,
      resource_id: 3,
      resource: { id: 3, name: 'SRL-105' },
      responsible: { id: 9, name: 'Jonas Petraitis' },
      groups: [{ id: 1, name: 'IF-1 k. 1 gr.' }],
      annexes: [],
    } as unknown as Reservation;

    afterEach(() => vi.useRealTimers());

    for (const [language, heading] of [
      ['en', 'Timetable of IF-1 k. 1 gr. (2026 ruduo), next week'],
      ['lt', 'IF-1 k. 1 gr. tvarkaraštis (2026 ruduo), kita savaitė'],
    ] as const) {
      it(`should show the coming week, say so, and each lecture's room (${language})`, async () => {
        vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T10:00:00Z') });
        const { get } = await openHome(language, [semester], [lecture]);
        expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
        await waitFor(() =>
          expect(get).toHaveBeenCalledWith('/api/group-timetables/5/reservations', {
            from: '2026-12-07',
            to: '2026-12-13',
          }),
        );
        expect(await screen.findByText(/SRL-105/)).toBeVisible();
      });
    }

    // On a Saturday Home showed the groups' coming week and, below it, the default room's week then ending: two
    // different weeks on one screen, the room's said "this week" of days gone by.
    for (const [language, heading, grid] of [
      ['en', 'My default resource next week: MIF 201', 'MIF 201 next week'],
      ['lt', 'Mano numatytasis išteklius kitą savaitę: MIF 201', 'MIF 201 kitą savaitę'],
    ] as const) {
      it(`should show the default room's coming week too, and say so (${language})`, async () => {
        vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-05T10:00:00Z') });
        const { get } = await openHomeWithRoom(language, [semester], [lecture]);
        expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
        expect(await screen.findByRole('group', { name: grid })).toBeVisible();
        await waitFor(() =>
          expect(get).toHaveBeenCalledWith('/api/resources/4/week', { from: '2026-12-07', to: '2026-12-13' }),
        );
        expect(get).not.toHaveBeenCalledWith('/api/resources/4/week', { from: '2026-11-30', to: '2026-12-06' });
        // The same week as the group's.
        expect(get).toHaveBeenCalledWith('/api/group-timetables/5/reservations', {
          from: '2026-12-07',
          to: '2026-12-13',
        });
      });
    }

    it("should show the default room's current week on a weekday, as before (en)", async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-04T10:00:00Z') });
      const { get } = await openHomeWithRoom('en', [semester], [lecture]);
      expect(await screen.findByRole('heading', { name: 'My default resource this week: MIF 201' })).toBeVisible();
      expect(await screen.findByRole('group', { name: 'MIF 201 this week' })).toBeVisible();
      await waitFor(() =>
        expect(get).toHaveBeenCalledWith('/api/resources/4/week', { from: '2026-11-30', to: '2026-12-06' }),
      );
    });

    it('should show this week on a weekday, its heading as before (en)', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-09T10:00:00Z') });
      const { get } = await openHome('en', [semester], [lecture]);
      expect(await screen.findByRole('heading', { name: 'Timetable of IF-1 k. 1 gr. (2026 ruduo)' })).toBeVisible();
      await waitFor(() =>
        expect(get).toHaveBeenCalledWith('/api/group-timetables/5/reservations', {
          from: '2026-12-07',
          to: '2026-12-13',
        }),
      );
    });
  });
});
