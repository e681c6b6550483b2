import { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { parseCalendar, type ParsedEvent } from './ical.js';
import { createGroup, createResource, lecture, NOW } from './reservation-fixtures.js';

/** Every occurrence of a parsed event (a series expanded, its exceptions applied) as name and UTC start/end. */
function occurrencesOf(event: ParsedEvent, limit = 60) {
  if (!event.isRecurring()) {
    return [
      {
        name: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      },
    ];
  }
  const iterator = event.iterator();
  const result: { name: string; start: string; end: string }[] = [];
  for (let next = iterator.next(); next && result.length < limit; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    result.push({
      name: details.item.summary,
      start: details.startDate.toJSDate().toISOString(),
      end: details.endDate.toJSDate().toISOString(),
    });
  }
  return result;
}

// Issue 14, calendar feeds: private subscriptions per user and public ones per resource.
describe.each(DIALECTS)('calendar feeds on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let now: Date;
  let teacher: Agent;
  let teacherId: number;
  let student: Agent;
  let studentId: number;
  let room: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    now = new Date(NOW);
    test = await buildTestApp(dialect, {}, () => new Date(now));
    app = test.app;
    ({ agent: teacher, id: teacherId } = await signIn(app, 'ona', ['teacher']));
    ({ agent: student, id: studentId } = await signIn(app, 'jonas'));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
  });

  const itemUrl = () => `/api/items/${room.itemIds[0]}/reservations`;

  async function create(agent: Agent, body: Record<string, unknown>) {
    const response = await agent.post(itemUrl(), lecture(body));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; from: string; repeater_id: number | null }[];
  }

  async function feedUrlOf(agent: Agent): Promise<string> {
    const response = await agent.get('/api/user/calendar-feed');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { url: string } }).data.url;
  }

  /** Fetches a feed as a calendar app does: no cookies, no session. */
  async function fetchFeed(url: string) {
    const { pathname } = new URL(url, 'http://localhost');
    return app.inject({ method: 'GET', url: pathname });
  }

  async function feedOf(agent: Agent) {
    const response = await fetchFeed(await feedUrlOf(agent));
    expect(response.statusCode, response.body).toBe(200);
    return parseCalendar(response.body);
  }

  const names = (events: ParsedEvent[]) => events.map((event) => event.summary).sort();

  describe('GET /api/user/calendar-feed', () => {
    it('should give a private address that stays the same and serves the timetable without a session', async () => {
      const [created] = await create(teacher, { name: 'Algebra' });
      const url = await feedUrlOf(teacher);
      expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(await feedUrlOf(teacher)).toBe(url);

      const response = await fetchFeed(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const { calendar, events } = parseCalendar(response.body);
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Vilnius');
      expect(events).toHaveLength(1);
      expect(events[0]!.uid).toBe(`reservation-${created!.id}@laikas`);
      expect(occurrencesOf(events[0]!)).toEqual([
        { name: 'Algebra', start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T09:30:00.000Z' },
      ]);
      expect(events[0]!.component.getFirstPropertyValue('location')).toBe('Room 101');
    });

    // Found in a review: the personal feed came without Content-Disposition while a room's feed has one
    // (docs/decisions/calendar-file-names.md), so opened in a browser it was saved as "<token>.ics".
    it('should name the file as the owner reads it, never after the secret token', async () => {
      const token = /\/calendar-feeds\/([^/]+)\.ics$/.exec(await feedUrlOf(student))![1]!;
      const lithuanian = await fetchFeed(await feedUrlOf(student));
      expect(lithuanian.statusCode).toBe(200);
      expect(lithuanian.headers['content-disposition']).toBe(
        'attachment; filename="Mano tvarkarastis (Laikas).ics"; ' +
          "filename*=UTF-8''Mano%20tvarkara%C5%A1tis%20%28Laikas%29.ics",
      );
      expect(lithuanian.headers['content-disposition']).not.toContain(token);
      await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', studentId).execute();
      const english = await fetchFeed(await feedUrlOf(student));
      expect(english.headers['content-disposition']).toBe('attachment; filename="My timetable (Laikas).ics"');
    });

    it('should keep only the hash of the token at rest', async () => {
      const url = await feedUrlOf(teacher);
      const token = /\/calendar-feeds\/([^/]+)\.ics$/.exec(url)![1]!;
      const rows = await app.db.selectFrom('calendar_feeds').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('should answer 404 to a wrong, malformed or long token (and 414, never a 500, to one past the path limit)', async () => {
      const url = await feedUrlOf(teacher);
      const token = /\/calendar-feeds\/([^/]+)\.ics$/.exec(url)![1]!;
      const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const candidate of [wrong, 'x', "'; drop table users; --", 'a'.repeat(100)]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/calendar-feeds/${encodeURIComponent(candidate)}.ics`,
        });
        expect(response.statusCode, candidate).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
      }
      const absurd = await app.inject({ method: 'GET', url: `/api/calendar-feeds/${'a'.repeat(20_000)}.ics` });
      expect(absurd.statusCode).toBe(414);
    });

    it('should stop serving the feed of a disabled account', async () => {
      const url = await feedUrlOf(teacher);
      expect((await fetchFeed(url)).statusCode).toBe(200);
      await app.db.updateTable('users').set({ disabled_at: NOW.toISOString() }).where('id', '=', teacherId).execute();
      expect((await fetchFeed(url)).statusCode).toBe(404);
      await app.db.updateTable('users').set({ disabled_at: null }).where('id', '=', teacherId).execute();
      expect((await fetchFeed(url)).statusCode).toBe(200);
    });

    it('should need a session to read or reset the address', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/user/calendar-feed' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/user/calendar-feed/reset', () => {
    it('should revoke the old address and answer a new one that works', async () => {
      await create(teacher, { name: 'Algebra' });
      const old = await feedUrlOf(teacher);
      const reset = await teacher.post('/api/user/calendar-feed/reset');
      expect(reset.statusCode, reset.body).toBe(200);
      const fresh = (reset.json() as { data: { url: string } }).data.url;
      expect(fresh).not.toBe(old);
      expect((await fetchFeed(old)).statusCode).toBe(404);
      expect((await fetchFeed(fresh)).statusCode).toBe(200);
      expect(await feedUrlOf(teacher)).toBe(fresh);
      expect(names(parseCalendar((await fetchFeed(fresh)).body).events)).toEqual(['Algebra']);
    });

    it('should leave other users’ addresses alone', async () => {
      const students = await feedUrlOf(student);
      await feedUrlOf(teacher);
      expect((await teacher.post('/api/user/calendar-feed/reset')).statusCode).toBe(200);
      expect((await fetchFeed(students)).statusCode).toBe(200);
    });
  });

  describe('GET /api/calendar-feeds/{token}.ics', () => {
    it('should hold what the user created, is responsible for, accepted and their groups attend, nothing else', async () => {
      const groupId = await createGroup(app, 'IF-1', [studentId]);
      const { id: otherId, agent: other } = await signIn(app, 'petras', ['teacher']);
      await create(teacher, { name: 'Created by the teacher', from: '2026-11-23', to: '2026-11-23' });
      await create(teacher, { name: 'For the group', from: '2026-11-24', to: '2026-11-24', groups: [groupId] });
      await create(teacher, {
        name: 'Petras responsible',
        from: '2026-11-25',
        to: '2026-11-25',
        person_responsible: otherId,
      });
      const [accepted] = await create(teacher, {
        name: 'Accepted invitation',
        from: '2026-11-26',
        to: '2026-11-26',
        invitations: [studentId],
      });
      await create(teacher, {
        name: 'Pending invitation',
        from: '2026-11-27',
        to: '2026-11-27',
        invitations: [studentId, otherId],
      });
      const [declined] = await create(teacher, {
        name: 'Declined invitation',
        from: '2026-11-30',
        to: '2026-11-30',
        invitations: [studentId],
      });
      expect((await student.post(`/api/user/invitations/${accepted!.id}/accept`)).statusCode).toBe(200);
      expect((await student.post(`/api/user/invitations/${declined!.id}/decline`)).statusCode).toBe(200);

      expect(names((await feedOf(student)).events)).toEqual(['Accepted invitation', 'For the group']);
      expect(names((await feedOf(other)).events)).toEqual(['Petras responsible']);
      expect(names((await feedOf(teacher)).events)).toHaveLength(6);
    });

    it('should cover thirty days back and 180 ahead', async () => {
      now = new Date('2026-10-01T08:00:00Z');
      await create(teacher, { name: 'Long ago', from: '2026-10-05', to: '2026-10-05' });
      now = new Date(NOW);
      await create(teacher, { name: 'Soon', from: '2026-11-23', to: '2026-11-23' });
      await create(teacher, { name: 'In half a year', from: '2027-05-17', to: '2027-05-17' });
      await create(teacher, { name: 'Too far', from: '2027-05-24', to: '2027-05-24' });
      expect(names((await feedOf(teacher)).events)).toEqual(['In half a year', 'Soon']);
    });

    it('should keep a weekly lecture at 10:00 in Vilnius across the March change to summer time', async () => {
      // Last Sunday of March 2027: 28 March. 10:00 is 08:00 UTC before it and 07:00 UTC after.
      await create(teacher, {
        name: 'Spring lecture',
        from: '2027-03-22',
        to: '2027-03-22',
        repeater: { type: 'weekly', interval: 1, until: '2027-04-05', weekdays: ['monday'] },
      });
      const { events } = await feedOf(teacher);
      expect(events).toHaveLength(1);
      expect(occurrencesOf(events[0]!).map((occurrence) => occurrence.start)).toEqual([
        '2027-03-22T08:00:00.000Z',
        '2027-03-29T07:00:00.000Z',
        '2027-04-05T07:00:00.000Z',
      ]);
    });

    it('should keep a lecture at 10:00 in Vilnius across the October change to winter time', async () => {
      // Last Sunday of October 2026: 25 October. 10:00 is 07:00 UTC before it and 08:00 UTC after.
      now = new Date('2026-10-19T05:00:00Z');
      await create(teacher, {
        name: 'Autumn lecture',
        from: '2026-10-19',
        to: '2026-10-19',
        repeater: { type: 'weekly', interval: 1, until: '2026-11-02', weekdays: ['monday'] },
      });
      const [single] = await create(teacher, { name: 'After the change', from: '2026-10-27', to: '2026-10-27' });
      expect(single).toBeDefined();
      const { events } = await feedOf(teacher);
      const byName = new Map(events.map((event) => [event.summary, occurrencesOf(event)]));
      expect(byName.get('Autumn lecture')!.map((occurrence) => occurrence.start)).toEqual([
        '2026-10-19T07:00:00.000Z',
        '2026-10-26T08:00:00.000Z',
        '2026-11-02T08:00:00.000Z',
      ]);
      expect(byName.get('After the change')).toEqual([
        { name: 'After the change', start: '2026-10-27T08:00:00.000Z', end: '2026-10-27T09:30:00.000Z' },
      ]);
    });

    it('should raise SEQUENCE on every change and keep the UID', async () => {
      const [created] = await create(teacher, { name: 'Algebra' });
      const sequence = async () => {
        const [event] = (await feedOf(teacher)).events;
        expect(event!.uid).toBe(`reservation-${created!.id}@laikas`);
        return { sequence: event!.sequence, name: event!.summary };
      };
      expect(await sequence()).toEqual({ sequence: 0, name: 'Algebra' });
      const renamed = await teacher.put(`${itemUrl()}/${created!.id}`, lecture({ name: 'Algebra II' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await sequence()).toEqual({ sequence: 1, name: 'Algebra II' });
      const moved = await teacher.put(
        `${itemUrl()}/${created!.id}`,
        lecture({ name: 'Algebra II', from_time: { hours: 12, minutes: 0 }, to_time: { hours: 13, minutes: 30 } }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await sequence()).toEqual({ sequence: 2, name: 'Algebra II' });
    });

    it('should write a series once, a deleted date as EXDATE and an occurrence changed alone as its exception', async () => {
      const created = await create(teacher, {
        name: 'Algebra',
        repeater: { type: 'weekly', interval: 1, until: '2026-12-16', weekdays: ['monday', 'wednesday'] },
      });
      const byDate = (date: string) => created.find((row) => row.from === date)!;
      const repeaterId = created[0]!.repeater_id;
      const series = async () => {
        const { events } = await feedOf(teacher);
        expect(events).toHaveLength(1);
        expect(events[0]!.uid).toBe(`series-${repeaterId}@laikas`);
        return events[0]!;
      };
      const first = await series();
      expect(occurrencesOf(first)).toHaveLength(8);

      const deleted = await teacher.delete(`${itemUrl()}/${byDate('2026-12-09').id}?update_selection_repeater=this`);
      expect(deleted.statusCode).toBe(204);
      const second = await series();
      expect(second.sequence).toBeGreaterThan(first.sequence);
      expect(occurrencesOf(second).map((occurrence) => occurrence.start)).not.toContain('2026-12-09T08:00:00.000Z');
      expect(occurrencesOf(second)).toHaveLength(7);

      const moved = await teacher.put(
        `${itemUrl()}/${byDate('2026-12-02').id}`,
        lecture({
          name: 'Algebra (moved)',
          from: '2026-12-02',
          to: '2026-12-02',
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          update_selection_repeater: 'this',
          repeater: { type: 'weekly', interval: 1, until: '2026-12-16', weekdays: ['monday', 'wednesday'] },
        }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const third = await series();
      expect(third.sequence).toBeGreaterThan(second.sequence);
      const exceptions = Object.values(third.exceptions);
      expect(exceptions).toHaveLength(1);
      expect(exceptions[0]!.recurrenceId.toJSDate().toISOString()).toBe('2026-12-02T08:00:00.000Z');
      const occurrences = occurrencesOf(third);
      expect(occurrences).toHaveLength(7);
      expect(occurrences).toContainEqual({
        name: 'Algebra (moved)',
        start: '2026-12-02T10:00:00.000Z',
        end: '2026-12-02T11:30:00.000Z',
      });
      expect(occurrences.filter((occurrence) => occurrence.name === 'Algebra')).toHaveLength(6);
    });

    it('should keep an occurrence changed alone where it is after its series moves to another time (scope all)', async () => {
      const weekly = { type: 'weekly', interval: 1, until: '2026-12-14', weekdays: ['monday'] };
      const created = await create(teacher, { name: 'Algebra', repeater: weekly });
      const alone = await teacher.put(
        `${itemUrl()}/${created[1]!.id}`,
        lecture({ name: 'Special', from: '2026-11-30', to: '2026-11-30', update_selection_repeater: 'this' }),
      );
      expect(alone.statusCode, alone.body).toBe(200);
      const moved = await teacher.put(
        `${itemUrl()}/${created[0]!.id}`,
        lecture({
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          repeater: weekly,
          update_selection_repeater: 'all',
        }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      // What a calendar app shows: every event, series expanded with their exceptions applied.
      const shown = (await feedOf(teacher)).events
        .flatMap((event) => occurrencesOf(event))
        .sort((a, b) => a.start.localeCompare(b.start));
      expect(shown).toEqual([
        { name: 'Algebra', start: '2026-11-23T10:00:00.000Z', end: '2026-11-23T11:30:00.000Z' },
        { name: 'Special', start: '2026-11-30T08:00:00.000Z', end: '2026-11-30T09:30:00.000Z' },
        { name: 'Algebra', start: '2026-12-07T10:00:00.000Z', end: '2026-12-07T11:30:00.000Z' },
        { name: 'Algebra', start: '2026-12-14T10:00:00.000Z', end: '2026-12-14T11:30:00.000Z' },
      ]);
      // The series moved to Tuesdays: its rule no longer has the date, and the occurrence stands on its own.
      const series = (await teacher.get(`${itemUrl()}?from=2026-11-23&to=2026-11-23`)).json().data as { id: number }[];
      const tuesdays = await teacher.put(
        `${itemUrl()}/${series[0]!.id}`,
        lecture({
          from: '2026-11-24',
          to: '2026-11-24',
          repeater: { ...weekly, weekdays: ['tuesday'] },
          update_selection_repeater: 'all',
        }),
      );
      expect(tuesdays.statusCode, tuesdays.body).toBe(200);
      const rows = (await teacher.get(`${itemUrl()}?from=2026-11-01&to=2026-12-31`)).json().data as {
        name: string;
        from: string;
      }[];
      const after = (await feedOf(teacher)).events.flatMap((event) => occurrencesOf(event));
      expect(after.map((occurrence) => occurrence.name).sort()).toEqual(rows.map((row) => row.name).sort());
      expect(after).toContainEqual({
        name: 'Special',
        start: '2026-11-30T08:00:00.000Z',
        end: '2026-11-30T09:30:00.000Z',
      });
    });

    it('should write a series its rule does not describe (a date gone without being skipped) occurrence by occurrence', async () => {
      const created = await create(teacher, {
        name: 'Algebra',
        repeater: { type: 'weekly', interval: 1, until: '2026-12-16', weekdays: ['monday', 'wednesday'] },
      });
      const gone = created.find((row) => row.from === '2026-12-09')!;
      // As data written by other means could leave it: the row is gone, the rule does not skip its date.
      await app.db.deleteFrom('reservations').where('id', '=', gone.id).execute();
      const { events } = await feedOf(teacher);
      expect(events.every((event) => !event.isRecurring())).toBe(true);
      expect(events.map((event) => event.uid).sort()).toEqual(
        created
          .filter((row) => row.id !== gone.id)
          .map((row) => `reservation-${row.id}@laikas`)
          .sort(),
      );
      expect(events.flatMap((event) => occurrencesOf(event).map((occurrence) => occurrence.start))).not.toContain(
        '2026-12-09T08:00:00.000Z',
      );
    });

    // Issue 35: ORGANIZER (the person responsible, else the author) and the invitees with their answers, each named by
    // their address only where the reader may see it (docs/decisions/whose-email-addresses.md), else by their id.
    it('should name the organiser and the invitees with their answers, by address only where the reader may see it', async () => {
      const [created] = await create(teacher, { name: 'Seminar', invitations: [studentId] });
      expect((await feedOf(teacher)).events[0]!.sequence).toBe(0);
      expect((await student.post(`/api/user/invitations/${created!.id}/accept`)).statusCode).toBe(200);
      // The answer is a change of the organiser's event too.
      const [organisers] = (await feedOf(teacher)).events;
      expect(organisers!.sequence).toBe(1);
      // The same answer again changes nothing, so calendars are not told of a new revision.
      expect((await student.post(`/api/user/invitations/${created!.id}/accept`)).statusCode).toBe(200);
      expect((await feedOf(teacher)).events[0]!.sequence).toBe(1);
      const peopleOf = (event: typeof organisers) => ({
        organizer: [
          event!.component.getFirstProperty('organizer')?.getParameter('cn'),
          String(event!.component.getFirstPropertyValue('organizer')).toLowerCase(),
        ],
        attendees: event!.attendees.map((attendee) => [
          attendee.getParameter('cn'),
          String(attendee.getFirstValue()).toLowerCase(),
          attendee.getParameter('partstat'),
        ]),
      });
      expect(peopleOf(organisers)).toEqual({
        organizer: ['User ona', 'mailto:ona@example.edu'],
        attendees: [['User jonas', `urn:x-laikas:user:${studentId}`, 'ACCEPTED']],
      });
      expect(organisers!.component.toString()).not.toContain('jonas@example.edu');
      const [event] = (await feedOf(student)).events;
      expect(peopleOf(event)).toEqual({
        organizer: ['User ona', `urn:x-laikas:user:${teacherId}`],
        attendees: [['User jonas', 'mailto:jonas@example.edu', 'ACCEPTED']],
      });
      expect(event!.component.toString()).not.toContain('ona@example.edu');

      // The person responsible, not the author, organises and chairs; an invitee who has not answered is asked to.
      const { id: petrasId, agent: petras } = await signIn(app, 'petras', ['teacher']);
      const [second] = await create(teacher, {
        name: 'Consultation',
        from: '2026-11-24',
        to: '2026-11-24',
        person_responsible: petrasId,
        invitations: [studentId],
      });
      const consultation = (await feedOf(petras)).events.find(
        (item) => item.uid === `reservation-${second!.id}@laikas`,
      );
      expect(peopleOf(consultation)).toEqual({
        organizer: ['User petras', 'mailto:petras@example.edu'],
        attendees: [
          ['User petras', 'mailto:petras@example.edu', 'ACCEPTED'],
          ['User jonas', `urn:x-laikas:user:${studentId}`, 'NEEDS-ACTION'],
        ],
      });
      expect(consultation!.component.getFirstProperty('attendee')?.getParameter('role')).toBe('CHAIR');
    });

    it('should read the timetable and a room through indexes only', async () => {
      await create(teacher, { name: 'Algebra' });
      const feeds = app.repositories.calendarFeeds;
      const from = '2026-10-23T00:00:00.000Z';
      const to = '2027-05-21T00:00:00.000Z';
      for (const query of [
        feeds.timetableQuery({ id: teacherId, groupIds: [1, 2] }, from, to).compile(),
        feeds.resourceQuery(room.resourceId, from, to).compile(),
      ]) {
        const statement = inline(query.sql, query.parameters);
        if (dialect === 'sqlite') {
          const plan = await sql.raw<{ detail: string }>(`explain query plan ${statement}`).execute(app.db);
          const scans = plan.rows
            .map((row) => row.detail)
            .filter((detail) => /^SCAN (reservations|reservation_invitations|reservation_groups)\b/.test(detail));
          expect(scans, statement).toEqual([]);
        } else {
          // A few rows make a sequential scan the cheapest plan; forbid it to see which indexes can serve the query.
          const plan = await app.db.connection().execute(async (connection) => {
            await sql`set enable_seqscan = off`.execute(connection);
            try {
              return await sql.raw<{ 'QUERY PLAN': string }>(`explain ${statement}`).execute(connection);
            } finally {
              await sql`set enable_seqscan = on`.execute(connection);
            }
          });
          const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
          expect(text).not.toMatch(/Seq Scan on (reservations|reservation_invitations|reservation_groups)\b/);
        }
      }
    });
  });

  describe('GET /api/resources/{id}/calendar.ics', () => {
    async function makePublic(value: boolean) {
      const { agent: manager } = await signIn(app, `rooms_${String(value)}`, ['admin']);
      const response = await manager.put(`/api/admin/resources/${room.resourceId}/public-feed`, { public: value });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ public: value });
    }

    it('should give anybody the timetable of a room made public, without addresses, invitees, descriptions or join links', async () => {
      await makePublic(true);
      await create(teacher, {
        name: 'Algebra',
        description: 'Bring the homework',
        invitations: [studentId],
        person_responsible: teacherId,
      });
      const response = await app.inject({ method: 'GET', url: `/api/resources/${room.resourceId}/calendar.ics` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const { calendar, events } = parseCalendar(response.body);
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Laikas: Room 101');
      expect(names(events)).toEqual(['Algebra']);
      // The lecture names who runs it (as its timetable does); whom it invites, only those involved see.
      const organizer = events[0]!.component.getFirstProperty('organizer');
      expect([organizer?.getParameter('cn'), organizer?.getFirstValue()]).toEqual([
        'User ona',
        `urn:x-laikas:user:${teacherId}`,
      ]);
      expect(events[0]!.attendees.map((attendee) => attendee.getParameter('role'))).toEqual(['CHAIR']);
      expect(response.body).not.toMatch(/example\.edu|homework|User jonas/);
      const address = (await student.get(`/api/resources/${room.resourceId}/calendar-feed`)).json().data;
      expect(address.public).toBe(true);
      expect(new URL(address.url).pathname).toBe(`/api/resources/${room.resourceId}/calendar.ics`);
    });

    // Issue 35: read with no sign-in, what someone booked shows only that the room is taken; lectures keep names.
    it('should show an event in a public room as busy, in the reader’s language', async () => {
      await makePublic(true);
      await create(teacher, { name: 'Algebra' });
      await create(student, {
        name: 'Jonas’s party',
        type: 'event',
        from_time: { hours: 12, minutes: 0 },
        to_time: { hours: 13, minutes: 30 },
      });
      const read = (language: string) =>
        app.inject({
          method: 'GET',
          url: `/api/resources/${room.resourceId}/calendar.ics`,
          headers: { 'accept-language': language },
        });
      const english = await read('en');
      expect(names(parseCalendar(english.body).events).sort()).toEqual(['Algebra', 'Busy']);
      // Nobody is named on a busy event: not who booked it, not whom they invited.
      const busy = parseCalendar(english.body).events.find((event) => event.summary === 'Busy')!;
      expect(busy.component.getFirstProperty('organizer')).toBeNull();
      expect(busy.attendees).toEqual([]);
      expect(english.body).not.toContain('User jonas');
      expect(english.headers.vary).toContain('Accept-Language');
      expect(names(parseCalendar((await read('lt')).body).events).sort()).toEqual(['Algebra', 'Užimta']);
      // The person's own address for the room shows names, as the room's week shows them to a signed-in person.
      const mine = (await student.get(`/api/resources/${room.resourceId}/calendar-feed`)).json().data;
      expect(mine.public).toBe(true);
    });

    // Issue 35: a room's feed is public only where an administrator made it so.
    it('should answer 404 to anybody while the room is not public, and give each person an address of their own', async () => {
      await create(teacher, { name: 'Algebra', invitations: [studentId] });
      const publicAnswer = await app.inject({ method: 'GET', url: `/api/resources/${room.resourceId}/calendar.ics` });
      expect(publicAnswer.statusCode).toBe(404);

      const mine = (await student.get(`/api/resources/${room.resourceId}/calendar-feed`)).json().data;
      expect(mine.public).toBe(false);
      expect(mine.url).toMatch(new RegExp(`/api/calendar-feeds/[\\w-]{43}/resources/${room.resourceId}\\.ics$`));
      const feed = await fetchFeed(mine.url);
      expect(feed.statusCode).toBe(200);
      const [algebra] = parseCalendar(feed.body).events;
      expect(names([algebra!])).toEqual(['Algebra']);
      // Read through the person's own address: the people they may see, their own address only.
      expect(String(algebra!.component.getFirstPropertyValue('organizer'))).toBe(`urn:x-laikas:user:${teacherId}`);
      expect(
        algebra!.attendees.map((attendee) => [String(attendee.getFirstValue()), attendee.getParameter('partstat')]),
      ).toEqual([['mailto:jonas@example.edu', 'NEEDS-ACTION']]);
      expect(feed.body).not.toContain('ona@example.edu');
      // Another person's address differs; a reset of the person's feed revokes the room's address too.
      expect((await teacher.get(`/api/resources/${room.resourceId}/calendar-feed`)).json().data.url).not.toBe(mine.url);
      expect((await student.post('/api/user/calendar-feed/reset')).statusCode).toBe(200);
      expect((await fetchFeed(mine.url)).statusCode).toBe(404);
      for (const path of [
        '/api/calendar-feeds/nothing/resources/1.ics',
        `${new URL(mine.url).pathname.replace(/\/resources\/\d+/, '/resources/abc')}`,
      ]) {
        expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
      }

      // Made public, then private again: the public address follows at once.
      await makePublic(true);
      expect(
        (await app.inject({ method: 'GET', url: `/api/resources/${room.resourceId}/calendar.ics` })).statusCode,
      ).toBe(200);
      await makePublic(false);
      expect(
        (await app.inject({ method: 'GET', url: `/api/resources/${room.resourceId}/calendar.ics` })).statusCode,
      ).toBe(404);
      expect(
        (await student.put(`/api/admin/resources/${room.resourceId}/public-feed`, { public: true })).statusCode,
      ).toBe(403);
    });

    // Found in a walk: a room's feed came without Content-Disposition, unlike every other calendar file
    // (docs/decisions/calendar-file-names.md), so opened in a browser it was saved as "calendar.ics" or "5.ics".
    it('should name the file after the room, Lithuanian letters kept, at the public and the personal address', async () => {
      await app.db
        .updateTable('resources')
        .set({ name: 'Ąžuolų salė (MIF)' })
        .where('id', '=', room.resourceId)
        .execute();
      await create(teacher, { name: 'Algebra' });
      // An ASCII name for old clients, the room's own name (RFC 6266, RFC 5987) for the rest.
      const disposition =
        'attachment; filename="Azuolu sale (MIF).ics"; ' +
        "filename*=UTF-8''%C4%84%C5%BEuol%C5%B3%20sal%C4%97%20%28MIF%29.ics";
      const mine = (await student.get(`/api/resources/${room.resourceId}/calendar-feed`)).json().data;
      expect(mine.public).toBe(false);
      const personal = await fetchFeed(mine.url);
      expect(personal.statusCode).toBe(200);
      expect(personal.headers['content-disposition']).toBe(disposition);

      await makePublic(true);
      const anybody = await app.inject({ method: 'GET', url: `/api/resources/${room.resourceId}/calendar.ics` });
      expect(anybody.statusCode).toBe(200);
      expect(anybody.headers['content-disposition']).toBe(disposition);
      expect(parseCalendar(anybody.body).calendar.getFirstPropertyValue('x-wr-calname')).toBe(
        'Laikas: Ąžuolų salė (MIF)',
      );
    });

    it('should answer 404 for a resource that does not exist', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/resources/999999/calendar.ics' })).statusCode).toBe(404);
      expect((await student.get('/api/resources/999999/calendar-feed')).statusCode).toBe(404);
    });
  });
});

/** The statement with its parameters written in (test data only: numbers and ISO instants). */
function inline(text: string, parameters: readonly unknown[]): string {
  let index = 0;
  const literal = (value: unknown): string =>
    typeof value === 'number' ? String(value) : Array.isArray(value) ? `'{${value.join(',')}}'` : `'${String(value)}'`;
  return text.replace(/\?|\$(\d+)/g, (_match, position: string | undefined) =>
    literal(position ? parameters[Number(position) - 1] : parameters[index++]),
  );
}

/*
 * Without APP_URL the profile showed http://localhost:8080/… even to a user who reached the app at another address.
 * The address is now the one the request came to; a proxy's forwarded host and protocol count only from TRUST_PROXY.
 * Nothing here depends on the database: SQLite only.
 */
describe('GET /api/user/calendar-feed address', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  async function addressSeen(overrides: Parameters<typeof buildTestApp>[1], headers: Record<string, string>) {
    test = await buildTestApp('sqlite', overrides);
    const { agent } = await signIn(test.app, 'ona', ['teacher']);
    const response = await agent.request('GET', '/api/user/calendar-feed', undefined, { headers });
    expect(response.statusCode, response.body).toBe(200);
    const url = (response.json() as { data: { url: string } }).data.url;
    // The same address when it is made anew.
    const reset = await agent.request('POST', '/api/user/calendar-feed/reset', undefined, { headers });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(new URL((reset.json() as { data: { url: string } }).data.url).origin).toBe(new URL(url).origin);
    return url;
  }

  it('should give the host the app was reached at when APP_URL is unset', async () => {
    const url = await addressSeen({ publicUrl: undefined }, { host: 'laikas.vu.lt:8443' });
    expect(url).toMatch(/^http:\/\/laikas\.vu\.lt:8443\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it("should ignore forwarded headers from a client that is not one of TRUST_PROXY's proxies", async () => {
    const url = await addressSeen(
      { publicUrl: undefined, trustProxy: false },
      { host: 'laikas.vu.lt', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(url).toMatch(/^http:\/\/laikas\.vu\.lt\/api\/calendar-feeds\//);
  });

  it("should take the public host and https from TRUST_PROXY's proxy", async () => {
    const url = await addressSeen(
      { publicUrl: undefined, trustProxy: ['127.0.0.1'] },
      { host: '127.0.0.1:8080', 'x-forwarded-host': 'laikas.vu.lt', 'x-forwarded-proto': 'https' },
    );
    expect(url).toMatch(/^https:\/\/laikas\.vu\.lt\/api\/calendar-feeds\//);
  });

  it('should keep to APP_URL when it is set, whatever the host', async () => {
    const url = await addressSeen({ publicUrl: 'https://tvarkarasciai.vu.lt' }, { host: 'laikas.vu.lt' });
    expect(url).toMatch(/^https:\/\/tvarkarasciai\.vu\.lt\/api\/calendar-feeds\//);
  });

  it('should fall back to the configured default for a host that is no host name', async () => {
    const url = await addressSeen({ publicUrl: undefined }, { host: 'evil.example/path?' });
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar-feeds\//);
  });
});
