import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { leafParts } from './mime.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';

/*
 * A walk of the periods screen at a semester's end: an exam session set over lectures already made left them running
 * through it; a holiday's cancellations came one message per series, without the holiday's name; a second holiday over
 * the first was taken silently.
 */
describe.each(DIALECTS)('closures of a period over lectures already made on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let teacher: Agent;
  let teacherId: number;
  let student: Agent;
  let studentId: number;
  let other: Agent;
  let room: { resourceId: number; itemIds: number[] };
  let group: number;
  let periodId: number;

  const autumn = { name: 'Ruduo 2026', starts_on: '2026-09-01', ends_on: '2027-01-31' };

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'office', ['admin']));
    ({ agent: teacher, id: teacherId } = await signIn(app, 'ona', ['teacher']));
    ({ agent: student, id: studentId } = await signIn(app, 'jonas'));
    const { agent: otherAgent, id: otherId } = await signIn(app, 'rasa');
    other = otherAgent;
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', studentId).execute();
    await app.db.updateTable('users').set({ language: 'lt' }).where('id', '=', otherId).execute();
    room = await createResource(app, 'Room 101');
    group = await createGroup(app, 'PS 1', [studentId, otherId]);
    const period = await admin.post('/api/admin/periods', autumn);
    expect(period.statusCode, period.body).toBe(201);
    periodId = period.json().data.id;
  });
  afterEach(async () => {
    await test.close();
  });

  const url = () => `/api/items/${room.itemIds[0]}/reservations`;
  /** A lecture of the group every `weekday` from `from` to 4 January 2027 in a slot, the teacher responsible. */
  async function weekly(name: string, from: string, weekday: string, slot: readonly [number, number, number, number]) {
    const made = await teacher.post(
      url(),
      lecture({
        name,
        from,
        to: from,
        from_time: { hours: slot[0], minutes: slot[1] },
        to_time: { hours: slot[2], minutes: slot[3] },
        groups: [group],
        person_responsible: teacherId,
        repeater: { type: 'weekly', interval: 1, until: '2027-01-04', weekdays: [weekday] },
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data as { id: number; from: string; repeater_id: number }[];
  }
  const TEN = [10, 0, 11, 30] as const;
  const NOON = [12, 0, 13, 30] as const;
  /** Nobody has heard of anything yet (making the lectures told the group). */
  async function forget() {
    await app.db.deleteFrom('outbox').execute();
    await app.db.deleteFrom('notifications').execute();
  }
  const stored = async () =>
    (await app.db.selectFrom('reservations').select(['name', 'starts_at']).orderBy('starts_at').execute()).map(
      (row) => `${row.name} ${row.starts_at.slice(0, 10)}`,
    );
  const notificationsOf = async (agent: Agent) => {
    const response = await agent.get('/api/notifications');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { kind: string; data: { subject: string; message: string } }[];
  };

  describe('the exam session set over weekly lectures of groups', () => {
    const session = { exams_from: '2026-12-14', exams_to: '2026-12-27' };

    beforeEach(async () => {
      // Mondays 23 November to 4 January: 14 and 21 December fall in the session.
      await weekly('Algebra', '2026-11-23', 'monday', TEN);
      // Kept: an exam booked once, an event series, a series of no group.
      const exam = await teacher.post(
        url(),
        lecture({ name: 'Egzaminas', from: '2026-12-15', to: '2026-12-15', groups: [group] }),
      );
      expect(exam.statusCode, exam.body).toBe(201);
      const events = await teacher.post(
        url(),
        lecture({
          type: 'event',
          name: 'Konsultacijos',
          from: '2026-12-16',
          to: '2026-12-16',
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 0 },
          repeater: { type: 'weekly', interval: 1, until: '2026-12-23', weekdays: ['wednesday'] },
        }),
      );
      expect(events.statusCode, events.body).toBe(201);
      const own = await teacher.post(
        url(),
        lecture({
          name: 'Seminaras',
          from: '2026-12-17',
          to: '2026-12-17',
          repeater: { type: 'weekly', interval: 1, until: '2026-12-24', weekdays: ['thursday'] },
        }),
      );
      expect(own.statusCode, own.body).toBe(201);
      await forget();
    });

    const before = [
      'Algebra 2026-11-23',
      'Algebra 2026-11-30',
      'Algebra 2026-12-07',
      'Algebra 2026-12-14',
      'Egzaminas 2026-12-15',
      'Konsultacijos 2026-12-16',
      'Seminaras 2026-12-17',
      'Algebra 2026-12-21',
      'Konsultacijos 2026-12-23',
      'Seminaras 2026-12-24',
      'Algebra 2026-12-28',
      'Algebra 2027-01-04',
    ];

    it('should preview the group lectures the session would take out, writing nothing', async () => {
      const preview = await admin.post(`/api/admin/periods/${periodId}/preview`, { ...autumn, ...session });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data).toEqual({
        total: 2,
        reservations: [
          expect.objectContaining({ name: 'Algebra', resource: 'Room 101', starts_at: '2026-12-14T08:00:00.000Z' }),
          expect.objectContaining({ name: 'Algebra', resource: 'Room 101', starts_at: '2026-12-21T08:00:00.000Z' }),
        ],
      });
      expect(await stored()).toEqual(before);
      const unchanged = (await admin.get(`/api/admin/periods/${periodId}`)).json().data;
      expect(unchanged).toMatchObject({ exams_from: null, exams_to: null });
      expect((await student.post(`/api/admin/periods/${periodId}/preview`, { ...autumn, ...session })).statusCode).toBe(
        403,
      );
    });

    it('should refuse the session without a decision, naming how many lectures, in en and lt', async () => {
      const english = await admin.request(
        'PUT',
        `/api/admin/periods/${periodId}`,
        { ...autumn, ...session },
        { headers: { 'accept-language': 'en' } },
      );
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({
        affected: [
          'The exam session covers 2 lectures repeating for groups; choose whether to take them out of the session (their people are told) or keep them',
        ],
      });
      const lithuanian = await admin.request(
        'PUT',
        `/api/admin/periods/${periodId}`,
        { ...autumn, ...session },
        { headers: { 'accept-language': 'lt' } },
      );
      expect(lithuanian.json().errors.affected).toEqual([
        'Egzaminų sesija apima 2 grupėms kartojamas paskaitas; pasirinkite, ar jas išimti iš sesijos (susiję žmonės bus informuoti), ar palikti',
      ]);
      expect((await admin.get(`/api/admin/periods/${periodId}`)).json().data.exams_from).toBeNull();
      expect(await stored()).toEqual(before);
    });

    it('should take them out when asked: skipped in their series, gone from feeds and reports, their people told once', async () => {
      const saved = await admin.put(`/api/admin/periods/${periodId}`, { ...autumn, ...session, affected: 'cancel' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject(session);
      expect(await stored()).toEqual(
        before.filter((row) => row !== 'Algebra 2026-12-14' && row !== 'Algebra 2026-12-21'),
      );
      // The series' rule skips the dates: its calendar feed writes them as EXDATE.
      const excluded = await app.db.selectFrom('repeater_exclusions').select('date').orderBy('date').execute();
      expect(excluded.map((row) => row.date)).toEqual(['2026-12-14', '2026-12-21']);
      const feedUrl = (await teacher.get('/api/user/calendar-feed')).json().data.url as string;
      const feed = await app.inject({ method: 'GET', url: new URL(feedUrl, 'http://localhost').pathname });
      const exdates = feed.body.split('\r\n').filter((line) => line.startsWith('EXDATE'));
      expect(exdates).toEqual([
        'EXDATE;TZID=Europe/Vilnius:20261214T100000',
        'EXDATE;TZID=Europe/Vilnius:20261221T100000',
      ]);
      const report = await admin.get('/api/admin/reports?from=2026-11-23&to=2027-01-04');
      expect(report.json().data.totals.reservations).toBe(10);
      // One notification each, naming the session and both dates, in the reader's language.
      expect(await notificationsOf(student)).toEqual([
        expect.objectContaining({
          kind: 'cancelled',
          data: expect.objectContaining({
            subject: 'Reservations Cancelled for the exam session of “Ruduo 2026”',
            message:
              'User office cancelled 2 reservations for the exam session of “Ruduo 2026”:\n' +
              '“Algebra” Dec 14, 2026, 10:00, Room 101;\n“Algebra” Dec 21, 2026, 10:00, Room 101.',
          }),
        }),
      ]);
      expect((await notificationsOf(other))[0]!.data.message).toBe(
        'User office atšaukė 2 rezervacijas dėl laikotarpio „Ruduo 2026“ egzaminų sesijos:\n' +
          '„Algebra“ 2026-12-14 10:00, Room 101;\n„Algebra“ 2026-12-21 10:00, Room 101.',
      );
      expect(await notificationsOf(teacher)).toHaveLength(1);
      expect(await notificationsOf(admin)).toEqual([]);
    });

    it('should keep them when asked, and ask only about the dates a later move of the session adds', async () => {
      const kept = await admin.put(`/api/admin/periods/${periodId}`, { ...autumn, ...session, affected: 'keep' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await stored()).toEqual(before);
      // The period's dates saved with the session as it is: nothing new in it, nothing asked.
      const dates = await admin.put(`/api/admin/periods/${periodId}`, { ...autumn, ends_on: '2027-01-30', ...session });
      expect(dates.statusCode, dates.body).toBe(200);
      const longer = { ...autumn, exams_from: '2026-12-14', exams_to: '2027-01-03' };
      const preview = await admin.post(`/api/admin/periods/${periodId}/preview`, longer);
      expect(preview.json().data).toEqual({
        total: 1,
        reservations: [expect.objectContaining({ starts_at: '2026-12-28T08:00:00.000Z' })],
      });
      const moved = await admin.put(`/api/admin/periods/${periodId}`, { ...longer, affected: 'cancel' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await stored()).toContain('Algebra 2026-12-14');
      expect(await stored()).not.toContain('Algebra 2026-12-28');
    });

    it('should refuse a new period whose session covers them, unless it says what becomes of them', async () => {
      const winter = { name: 'Žiema', starts_on: '2026-12-01', ends_on: '2026-12-31', ...session };
      const refused = await admin.request('POST', '/api/admin/periods', winter, {
        headers: { 'accept-language': 'en' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        exams_from: [
          "The exam session covers 2 lectures repeating for groups: save the period without it, then set it on the period's card, which lists them and asks what becomes of them",
        ],
      });
      const made = await admin.post('/api/admin/periods', { ...winter, affected: 'cancel' });
      expect(made.statusCode, made.body).toBe(201);
      expect(await stored()).not.toContain('Algebra 2026-12-21');
    });
  });

  describe('a holiday over lectures of several series', () => {
    beforeEach(async () => {
      await weekly('Algebra', '2026-11-23', 'monday', TEN);
      await weekly('Fizika', '2026-11-24', 'tuesday', NOON);
    });
    const christmas = { name: 'Kalėdos', from: '2026-12-21', to: '2026-12-29' };

    it('should tell each person once, naming the holiday and listing their lectures, and e-mail them once', async () => {
      await forget();
      const added = await admin.post('/api/admin/blackouts', { ...christmas, period_id: periodId, affected: 'cancel' });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().data.cancelled).toBe(4);
      const [told, ...more] = await notificationsOf(student);
      expect(more).toEqual([]);
      expect(told).toMatchObject({
        kind: 'cancelled',
        data: {
          subject: 'Reservations Cancelled for the holiday “Kalėdos”',
          message:
            'User office cancelled 4 reservations for the holiday “Kalėdos”:\n' +
            '“Algebra” Dec 21, 2026, 10:00, Room 101;\n“Fizika” Dec 22, 2026, 12:00, Room 101;\n' +
            '“Algebra” Dec 28, 2026, 10:00, Room 101;\n“Fizika” Dec 29, 2026, 12:00, Room 101.',
        },
      });
      expect(await notificationsOf(other)).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({
            subject: 'Rezervacijos atšauktos dėl šventės „Kalėdos“',
            message: expect.stringMatching(
              /^User office atšaukė 4 rezervacijas dėl šventės „Kalėdos“:\n„Algebra“ 2026-12-21 10:00, Room 101;\n/,
            ),
          }),
        }),
      ]);
      const mails = await app.db.selectFrom('outbox').select(['to_address', 'subject', 'text_body']).execute();
      expect(mails.map((mail) => mail.to_address).sort()).toEqual([
        'jonas@example.edu',
        'ona@example.edu',
        'rasa@example.edu',
      ]);
      expect(mails.find((mail) => mail.to_address === 'jonas@example.edu')!.text_body).toContain(
        'for the holiday “Kalėdos”:\n“Algebra” Dec 21, 2026, 10:00, Room 101;',
      );
    });

    // Found in a review: the one e-mail a person got for the holiday listed four lectures, but its calendar file
    // cancelled only the first, so the other three stayed in every calendar that had imported them. Then a second
    // review: those lectures are occurrences of series, which a calendar holds as `series-{id}` (the invitation, the
    // feed): each series is re-sent as the feed writes it, the holiday's dates as EXDATE, above its last SEQUENCE.
    it('should strike every lecture the e-mail lists in its series, above the series’ last SEQUENCE', async () => {
      const revisions = new Map(
        (await app.db.selectFrom('repeaters').select(['id', 'sequence']).execute()).map((row) => [
          `series-${row.id}@laikas`,
          Number(row.sequence),
        ]),
      );
      const listed = await app.db
        .selectFrom('reservations')
        .select(['id', 'starts_at', 'repeater_id'])
        .where('starts_at', '>=', '2026-12-21')
        .where('starts_at', '<', '2026-12-30')
        .orderBy('starts_at')
        .execute();
      expect(listed).toHaveLength(4);
      const struck = new Map<string, string[]>();
      for (const row of listed) {
        const uid = `series-${row.repeater_id}@laikas`;
        struck.set(uid, [...(struck.get(uid) ?? []), new Date(row.starts_at).toISOString()]);
      }
      await forget();
      const added = await admin.post('/api/admin/blackouts', { ...christmas, period_id: periodId, affected: 'cancel' });
      expect(added.statusCode, added.body).toBe(201);
      await app.outbox.deliverDue();
      const mails = await app.db.selectFrom('outbox').select(['id', 'to_address', 'status']).execute();
      expect(mails).toHaveLength(3);
      for (const mail of mails) {
        expect(mail.status, mail.to_address).toBe('sent');
        const raw = readFileSync(join(app.outbox.mailDir!, `${mail.id}.eml`), 'utf8');
        const part = leafParts(raw).find((leaf) =>
          (leaf.headers.get('content-type') ?? '').startsWith('text/calendar'),
        );
        expect(part, mail.to_address).toBeDefined();
        const calendar = new ICAL.Component(ICAL.parse(part!.body));
        expect(calendar.getFirstPropertyValue('method')).toBeNull();
        const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
          uid: vevent.getFirstPropertyValue('uid') as string,
          status: vevent.getFirstPropertyValue('status'),
          sequence: Number(vevent.getFirstPropertyValue('sequence')),
          exdates: vevent
            .getAllProperties('exdate')
            .map((exdate) => (exdate.getFirstValue() as ICAL.Time).toJSDate().toISOString()),
        }));
        expect(events.map((event) => event.uid).sort()).toEqual([...struck.keys()].sort());
        for (const event of events) {
          expect(event.status).toBe('CONFIRMED');
          expect(event.sequence).toBeGreaterThan(revisions.get(event.uid)!);
          expect(event.exdates).toEqual(struck.get(event.uid));
        }
      }
    });

    it("should name a room's closed time the same way when it cancels lectures there", async () => {
      await forget();
      const closed = await admin.post('/api/admin/blackouts', {
        name: 'Remontas',
        from: '2026-12-21',
        to: '2026-12-22',
        resource_id: room.resourceId,
        affected: 'cancel',
      });
      expect(closed.statusCode, closed.body).toBe(201);
      expect((await notificationsOf(student))[0]!.data).toMatchObject({
        subject: 'Reservations Cancelled for the closed time “Remontas”',
        message: expect.stringMatching(/^User office cancelled 2 reservations for the closed time “Remontas”:\n/),
      });
      expect((await notificationsOf(other))[0]!.data.subject).toBe(
        'Rezervacijos atšauktos dėl nedarbo laiko „Remontas“',
      );
    });

    it('should count what it does not list when a person loses many', async () => {
      const slots = [
        [8, 20, 9, 50],
        [13, 40, 15, 10],
        [15, 20, 16, 50],
        [17, 0, 18, 30],
      ] as const;
      for (const [index, weekday] of (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).entries()) {
        for (const slot of slots) {
          await weekly(`Dalykas ${index}-${slot[0]}`, `2026-11-${23 + index}`, weekday, slot);
        }
      }
      await forget();
      const added = await admin.post('/api/admin/blackouts', { ...christmas, period_id: periodId, affected: 'cancel' });
      expect(added.statusCode, added.body).toBe(201);
      // Mondays and Tuesdays twice (21, 22, 28 and 29 December: 2 + 2 + 8 + 8), Wednesdays to Fridays once (12).
      expect(added.json().data.cancelled).toBe(32);
      const [told, ...more] = await notificationsOf(student);
      expect(more).toEqual([]);
      const lines = told!.data.message.split('\n');
      expect(lines[0]).toBe('User office cancelled 32 reservations for the holiday “Kalėdos”:');
      expect(lines).toHaveLength(22);
      expect(lines.at(-1)).toBe('and 12 more.');
      expect((await notificationsOf(other))[0]!.data.message.split('\n').at(-1)).toBe('ir dar 12.');
    });
  });

  describe('a holiday over another holiday', () => {
    beforeEach(async () => {
      const first = await admin.post('/api/admin/blackouts', {
        name: 'Žiemos atostogos',
        from: '2026-12-24',
        to: '2027-01-01',
        period_id: periodId,
      });
      expect(first.statusCode, first.body).toBe(201);
    });

    it('should refuse it under its dates, naming the holiday it overlaps, in en and lt', async () => {
      const christmas = { name: 'Kalėdos', from: '2026-12-24', to: '2026-12-26', period_id: periodId };
      for (const path of ['/api/admin/blackouts/preview', '/api/admin/blackouts']) {
        const english = await admin.request('POST', path, christmas, { headers: { 'accept-language': 'en' } });
        expect(english.statusCode).toBe(422);
        expect(english.json().errors).toEqual({
          from: [
            'The holiday overlaps “Žiemos atostogos” (2026-12-24 – 2027-01-01); change or remove that one instead',
          ],
        });
      }
      const lithuanian = await admin.request('POST', '/api/admin/blackouts', christmas, {
        headers: { 'accept-language': 'lt' },
      });
      expect(lithuanian.json().errors.from).toEqual([
        'Šventė sutampa su „Žiemos atostogos“ (2026-12-24 – 2027-01-01); pakeiskite arba pašalinkite tą šventę',
      ]);
      // Also a holiday brought along with a period, and one that only touches the other's last day.
      const period = await admin.request(
        'POST',
        '/api/admin/periods',
        {
          name: 'Žiema',
          starts_on: '2026-12-01',
          ends_on: '2027-01-31',
          blackouts: [{ ...christmas, period_id: undefined }],
        },
        { headers: { 'accept-language': 'en' } },
      );
      expect(period.statusCode).toBe(422);
      expect(period.json().errors['blackouts.0.from']).toEqual([
        'The holiday overlaps “Žiemos atostogos” (2026-12-24 – 2027-01-01); change or remove that one instead',
      ]);
      const holidays = (await admin.get(`/api/admin/periods/${periodId}`)).json().data.blackouts;
      expect(holidays.map((holiday: { name: string }) => holiday.name)).toEqual(['Žiemos atostogos']);
      const after = await admin.post('/api/admin/blackouts', { ...christmas, from: '2027-01-02', to: '2027-01-02' });
      expect(after.statusCode, after.body).toBe(201);
    });

    it('should still close a room on a holiday: a room closure is not a holiday', async () => {
      const closed = await admin.post('/api/admin/blackouts', {
        name: 'Remontas',
        from: '2026-12-28',
        to: '2026-12-28',
        resource_id: room.resourceId,
      });
      expect(closed.statusCode, closed.body).toBe(201);
    });
  });
});
