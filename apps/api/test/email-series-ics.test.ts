import { type AddressInfo } from 'node:net';
import { type FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, DIALECTS, signIn, testConfig, type TestApp } from './helper.js';
import { leafParts } from './mime.js';
import { createResource, lecture, NOW } from './reservation-fixtures.js';

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((to) => to.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type ParsedEvent = InstanceType<typeof ICAL.Event>;

/** An e-mail's .ics read by ical.js (an independent parser), as the feed tests read feeds: exceptions related. */
function parseAttachment(raw: string) {
  const part = leafParts(raw).find((leaf) => (leaf.headers.get('content-type') ?? '').startsWith('text/calendar'));
  expect(part, 'a calendar attachment').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part!.body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const components = calendar.getAllSubcomponents('vevent');
  const events = components
    .filter((component) => !component.hasProperty('recurrence-id'))
    .map((component) => new ICAL.Event(component));
  for (const exception of components.filter((component) => component.hasProperty('recurrence-id'))) {
    const master = events.find((event) => event.uid === exception.getFirstPropertyValue('uid'));
    if (!master) {
      throw new Error('An exception without its series');
    }
    master.relateException(new ICAL.Event(exception));
  }
  return { ics: part!.body, events };
}

/** Every start (UTC) a parsed event holds: a series expanded with its exceptions applied. */
function startsOf(event: ParsedEvent): string[] {
  if (!event.isRecurring()) {
    return [event.startDate.toJSDate().toISOString()];
  }
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next && starts.length < 60; next = iterator.next()) {
    starts.push(event.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
  }
  return starts;
}

// A walk found a series invited to by e-mail arriving as its first date alone (`reservation-{id}`, no RRULE, no room)
// and an edit of the whole series sending SEQUENCE:0 again, which calendar apps ignore.
describe.each(DIALECTS)('the .ics of a series’ e-mails on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let teacher: Agent;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let room: { resourceId: number; itemIds: number[] };
  let now: Date;

  beforeEach(async () => {
    now = new Date(NOW);
    smtp = await startSmtp();
    const base = testConfig();
    test = await buildTestApp(
      dialect,
      { smtp: { ...base.smtp, host: '127.0.0.1', port: smtp.port, mailDir: undefined, appUrl: 'https://laikas.test' } },
      () => new Date(now),
    );
    app = test.app;
    ({ agent: teacher } = await signIn(app, 'teacher', ['teacher']));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
    await smtp.close();
  });

  const itemUrl = () => `/api/items/${room.itemIds[0]}/reservations`;
  const weekly = { type: 'weekly', interval: 1, until: '2026-12-14', weekdays: ['monday'] };

  /** The one e-mail Petras got since the last call, its calendar parsed. */
  async function petrasGot() {
    smtp.received.length = 0;
    await app.outbox.deliverDue();
    const mails = smtp.received.filter((message) => message.to[0] === 'petras@example.edu');
    expect(mails).toHaveLength(1);
    return parseAttachment(mails[0]!.raw);
  }

  describe('PUT /api/items/{id}/reservations/{id} of a series', () => {
    it('should attach the series as the feed writes it, with a higher SEQUENCE on every change, and cancel it by that UID', async () => {
      const { id: petrasId } = await signIn(app, 'petras');
      const created = await teacher.post(itemUrl(), lecture({ repeater: weekly, invitations: [petrasId] }));
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number; from: string; repeater_id: number }[];
      const uid = `series-${rows[0]!.repeater_id}@laikas`;

      // The invitation: the whole series in one event, with its room, under the feed's and the export's UID.
      const invitation = await petrasGot();
      expect(invitation.events).toHaveLength(1);
      const [series] = invitation.events;
      expect(series!.uid).toBe(uid);
      expect(series!.component.getFirstPropertyValue('location')).toBe('Room 101');
      expect(startsOf(series!)).toEqual([
        '2026-11-23T08:00:00.000Z',
        '2026-11-30T08:00:00.000Z',
        '2026-12-07T08:00:00.000Z',
        '2026-12-14T08:00:00.000Z',
      ]);
      expect(invitation.ics).not.toMatch(/^(METHOD|ORGANIZER|ATTENDEE)[:;]/m);

      // One date moved alone: the series again, that date as its exception (RECURRENCE-ID), a higher SEQUENCE.
      const alone = await teacher.put(
        `${itemUrl()}/${rows[2]!.id}`,
        lecture({
          from: '2026-12-07',
          to: '2026-12-07',
          from_time: { hours: 15, minutes: 20 },
          to_time: { hours: 16, minutes: 50 },
          repeater: weekly,
          invitations: [petrasId],
          update_selection_repeater: 'this',
        }),
      );
      expect(alone.statusCode, alone.body).toBe(200);
      const moved = await petrasGot();
      expect(moved.events.map((event) => event.uid)).toEqual([uid]);
      expect(moved.events[0]!.sequence).toBeGreaterThan(series!.sequence);
      expect(startsOf(moved.events[0]!)).toContain('2026-12-07T13:20:00.000Z');
      expect(startsOf(moved.events[0]!)).not.toContain('2026-12-07T08:00:00.000Z');

      // The whole series to 12:00: the same UID, a SEQUENCE above every one sent before.
      const all = await teacher.put(
        `${itemUrl()}/${rows[0]!.id}`,
        lecture({
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          repeater: weekly,
          invitations: [petrasId],
          update_selection_repeater: 'all',
        }),
      );
      expect(all.statusCode, all.body).toBe(200);
      const changed = await petrasGot();
      expect(changed.events.map((event) => event.uid)).toEqual([uid]);
      expect(changed.events[0]!.sequence).toBeGreaterThan(moved.events[0]!.sequence);
      expect(startsOf(changed.events[0]!)).toEqual([
        '2026-11-23T10:00:00.000Z',
        '2026-11-30T10:00:00.000Z',
        '2026-12-07T13:20:00.000Z',
        '2026-12-14T10:00:00.000Z',
      ]);

      // The whole series deleted: the same UID cancelled, above the last SEQUENCE.
      const current = (await teacher.get(`${itemUrl()}?from=2026-11-23&to=2026-11-23`)).json().data as { id: number }[];
      const deleted = await teacher.delete(`${itemUrl()}/${current[0]!.id}?update_selection_repeater=all`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      const cancelled = await petrasGot();
      const cancelledUids = cancelled.events.map((event) => event.uid);
      expect(cancelledUids).toContain(uid);
      const master = cancelled.events.find((event) => event.uid === uid)!;
      expect(master.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(master.sequence).toBeGreaterThan(changed.events[0]!.sequence);
    });

    // Part of the series passed: "all" keeps the past under the old rule (ending on its last occurrence) and writes what
    // is to come as a rule of its own; the e-mail must carry both, or the calendar keeps the old rule's later dates.
    it('should attach the old rule cut short beside the new one when part of the series has passed', async () => {
      const { id: petrasId } = await signIn(app, 'petras');
      const created = await teacher.post(itemUrl(), lecture({ repeater: weekly, invitations: [petrasId] }));
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number; from: string; repeater_id: number }[];
      const invitation = await petrasGot();
      expect(invitation.events.map((event) => event.uid)).toEqual([`series-${rows[0]!.repeater_id}@laikas`]);

      // Nine days on: the session of then has expired, so sign in again.
      now = new Date('2026-12-01T10:00:00.000Z');
      teacher = new Agent(app);
      await teacher.login('teacher');
      const all = await teacher.put(
        `${itemUrl()}/${rows[2]!.id}`,
        lecture({
          from: '2026-12-07',
          to: '2026-12-07',
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          repeater: weekly,
          invitations: [petrasId],
          update_selection_repeater: 'all',
        }),
      );
      expect(all.statusCode, all.body).toBe(200);
      const changed = await petrasGot();
      const old = changed.events.find((event) => event.uid === invitation.events[0]!.uid);
      expect(old, 'the old rule, cut short').toBeDefined();
      expect(old!.sequence).toBeGreaterThan(invitation.events[0]!.sequence);
      expect(changed.events.flatMap(startsOf).sort()).toEqual([
        '2026-11-23T08:00:00.000Z',
        '2026-11-30T08:00:00.000Z',
        '2026-12-07T10:00:00.000Z',
        '2026-12-14T10:00:00.000Z',
      ]);
    });

    // The occurrences a series edit writes again keep their ids; each must carry a higher revision too, or a
    // calendar holding one of them (a feed writing the series date by date) keeps the old copy.
    it('should raise the revision of every occurrence an edit of the whole series writes again', async () => {
      const created = await teacher.post(itemUrl(), lecture({ repeater: weekly }));
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number }[];
      const all = await teacher.put(
        `${itemUrl()}/${rows[0]!.id}`,
        lecture({
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          repeater: weekly,
          update_selection_repeater: 'all',
        }),
      );
      expect(all.statusCode, all.body).toBe(200);
      const after = await app.db
        .selectFrom('reservations')
        .select(['id', 'sequence'])
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      expect(after).toHaveLength(rows.length);
      expect(after.every((row) => Number(row.sequence) >= 1)).toBe(true);
    });
  });
});
