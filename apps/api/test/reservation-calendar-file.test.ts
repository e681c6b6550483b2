import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { parseCalendar, type ParsedEvent } from './ical.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

/** Every occurrence a parsed event holds (a series expanded, its exceptions applied): name and UTC start. */
function occurrencesOf(event: ParsedEvent): { name: string; start: string }[] {
  if (!event.isRecurring()) {
    return [{ name: event.summary, start: event.startDate.toJSDate().toISOString() }];
  }
  const iterator = event.iterator();
  const result: { name: string; start: string }[] = [];
  for (let next = iterator.next(); next && result.length < 60; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    result.push({ name: details.item.summary, start: details.startDate.toJSDate().toISOString() });
  }
  return result;
}

// A walk found "Export to calendar" on a series leaving out its moved occurrences (EXDATE for the dates they left, no
// event where they went), while the feed writes them as RECURRENCE-ID exceptions of the same series.
describe.each(DIALECTS)('a reservation’s calendar file on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let teacher: Agent;
  let room: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: teacher } = await signIn(app, 'teacher', ['teacher']));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
  });

  const itemUrl = () => `/api/items/${room.itemIds[0]}/reservations`;
  const weekly = { type: 'weekly', interval: 1, until: '2026-12-14', weekdays: ['monday'] };

  describe('GET /api/reservations/{id}/calendar.ics', () => {
    it('should give a series whole as the feed writes it: its occurrences moved alone where they went', async () => {
      const created = await teacher.post(itemUrl(), lecture({ repeater: weekly }));
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number; repeater_id: number }[];
      const moved = await teacher.put(
        `${itemUrl()}/${rows[2]!.id}`,
        lecture({
          name: 'Algebra (moved)',
          from: '2026-12-08',
          to: '2026-12-08',
          from_time: { hours: 15, minutes: 20 },
          to_time: { hours: 16, minutes: 50 },
          repeater: weekly,
          update_selection_repeater: 'this',
        }),
      );
      expect(moved.statusCode, moved.body).toBe(200);

      const response = await teacher.get(`/api/reservations/${rows[0]!.id}/calendar.ics`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers['content-disposition']).toContain('Algebra.ics');
      const { events } = parseCalendar(response.body);
      expect(events.map((event) => event.uid)).toEqual([`series-${rows[0]!.repeater_id}@laikas`]);
      expect(events[0]!.component.getFirstPropertyValue('location')).toBe('Room 101');
      expect(occurrencesOf(events[0]!)).toEqual([
        { name: 'Algebra', start: '2026-11-23T08:00:00.000Z' },
        { name: 'Algebra', start: '2026-11-30T08:00:00.000Z' },
        { name: 'Algebra (moved)', start: '2026-12-08T13:20:00.000Z' },
        { name: 'Algebra', start: '2026-12-14T08:00:00.000Z' },
      ]);
      expect(response.body).not.toMatch(/^METHOD[:;]/m);
    });

    it('should give a reservation of its own alone, and answer 404 for one that does not exist, as its page', async () => {
      const created = await teacher.post(itemUrl(), lecture({ name: 'Seminaras' }));
      expect(created.statusCode, created.body).toBe(201);
      const [row] = created.json().data as { id: number }[];
      const response = await teacher.get(`/api/reservations/${row!.id}/calendar.ics`);
      expect(response.statusCode, response.body).toBe(200);
      const { events } = parseCalendar(response.body);
      expect(events.map((event) => event.uid)).toEqual([`reservation-${row!.id}@laikas`]);
      expect(occurrencesOf(events[0]!)).toEqual([{ name: 'Seminaras', start: '2026-11-23T08:00:00.000Z' }]);
      expect((await teacher.get('/api/reservations/999999/calendar.ics')).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/reservations/${row!.id}/calendar.ics` })).statusCode).toBe(
        401,
      );
    });
  });
});
