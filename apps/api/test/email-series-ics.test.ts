import { execFileSync } from 'node:child_process';
import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, DIALECTS, signIn, testConfig, type TestApp } from './helper.js';
import { parseCalendar, type ParsedEvent } from './ical.js';
import { leafParts } from './mime.js';
import { createResource, lecture, NOW } from './reservation-fixtures.js';
import { startSmtp } from './smtp.js';

/** An e-mail's .ics read by ical.js (an independent parser), as the feed tests read feeds: exceptions related. */
function parseAttachment(raw: string) {
  const part = leafParts(raw).find((leaf) => (leaf.headers.get('content-type') ?? '').startsWith('text/calendar'));
  expect(part, 'a calendar attachment').toBeDefined();
  const { events } = parseCalendar(part!.body);
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

/*
 * What python-icalendar (Debian's python3-icalendar, which .ci/run installs; a parser independent of ical.js) reads
 * in a file: each VEVENT's UID, RECURRENCE-ID, SEQUENCE, STATUS and EXDATEs. Undefined outside CI without it.
 */
const PYTHON = '/usr/bin/python3';
const READ_WITH_PYTHON = `
import json, sys
from icalendar import Calendar
calendar = Calendar.from_ical(sys.stdin.buffer.read())
events = []
for event in calendar.walk('VEVENT'):
    exdates = event.get('EXDATE', [])
    exdates = exdates if isinstance(exdates, list) else [exdates]
    events.append({
        'uid': str(event.get('UID')),
        'recurrence': int(event.decoded('RECURRENCE-ID').timestamp() * 1000) if event.get('RECURRENCE-ID') else None,
        'sequence': int(event.get('SEQUENCE', 0)),
        'status': str(event.get('STATUS', '')) or None,
        'exdates': sorted(int(d.dt.timestamp() * 1000) for e in exdates for d in e.dts),
    })
print(json.dumps(events))
`;
interface PythonEvent {
  uid: string;
  recurrence: string | null;
  sequence: number;
  status: string | null;
  exdates: string[];
}
function pythonEvents(content: string): PythonEvent[] | undefined {
  try {
    execFileSync(PYTHON, ['-c', 'import icalendar'], { stdio: 'ignore' });
  } catch (error) {
    if (process.env.CI) {
      throw new Error(`python-icalendar is missing (${PYTHON}; apt-get install python3-icalendar)`, { cause: error });
    }
    console.warn('email-series-ics: python3-icalendar missing, the files are read with ical.js only');
    return undefined;
  }
  const read = JSON.parse(execFileSync(PYTHON, ['-c', READ_WITH_PYTHON], { input: content }).toString()) as {
    uid: string;
    recurrence: number | null;
    sequence: number;
    status: string | null;
    exdates: number[];
  }[];
  return read.map((event) => ({
    ...event,
    recurrence: event.recurrence === null ? null : new Date(event.recurrence).toISOString(),
    exdates: event.exdates.map((instant) => new Date(instant).toISOString()),
  }));
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

    // A review: `upcoming` from the first date ends the old rule the day before it starts (nothing of it left), and the
    // old rule went out as one event of its own (no RRULE, a UID no calendar held), so the old series stayed.
    it('should cancel the old series whole when an edit ends it before its first date', async () => {
      const { id: petrasId } = await signIn(app, 'petras');
      const created = await teacher.post(itemUrl(), lecture({ repeater: weekly, invitations: [petrasId] }));
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number; repeater_id: number }[];
      const oldUid = `series-${rows[0]!.repeater_id}@laikas`;
      const invitation = await petrasGot();
      expect(invitation.events.map((event) => event.uid)).toEqual([oldUid]);

      const upcoming = await teacher.put(
        `${itemUrl()}/${rows[0]!.id}`,
        lecture({
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          repeater: weekly,
          invitations: [petrasId],
          update_selection_repeater: 'upcoming',
        }),
      );
      expect(upcoming.statusCode, upcoming.body).toBe(200);
      const changed = await petrasGot();
      const uids = changed.events.map((event) => event.uid);
      expect(
        uids.every((uid) => uid.startsWith('series-')),
        uids.join(', '),
      ).toBe(true);
      const old = changed.events.find((event) => event.uid === oldUid);
      expect(old, 'the old series').toBeDefined();
      expect(old!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(old!.isRecurring()).toBe(true);
      expect(old!.sequence).toBeGreaterThan(invitation.events[0]!.sequence);
      const kept = changed.events.filter((event) => event.uid !== oldUid);
      expect(kept.flatMap(startsOf)).toEqual([
        '2026-11-23T10:00:00.000Z',
        '2026-11-30T10:00:00.000Z',
        '2026-12-07T10:00:00.000Z',
        '2026-12-14T10:00:00.000Z',
      ]);
      const read = pythonEvents(changed.ics);
      if (read) {
        expect(read.find((event) => event.uid === oldUid)).toMatchObject({ status: 'CANCELLED', recurrence: null });
      }
    });

    // A series cancelled whole goes as its UID cancelled; its rule stays the one the calendar held. It was written up to
    // a week from its first day whatever it was: a calendar that shows cancelled events (or only the "Cancelled: …"
    // title) showed a two-day series' cancellation on seven days.
    it('should cancel a series deleted whole on its own dates, none added', async () => {
      const { id: petrasId } = await signIn(app, 'petras');
      const daily = { type: 'daily', interval: 1, until: '2026-11-24', weekdays: [] };
      const created = await teacher.post(itemUrl(), lecture({ repeater: daily, invitations: [petrasId] }));
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number; repeater_id: number }[];
      const uid = `series-${rows[0]!.repeater_id}@laikas`;
      const invitation = await petrasGot();
      expect(invitation.events.map((event) => event.uid)).toEqual([uid]);
      expect(startsOf(invitation.events[0]!)).toEqual(['2026-11-23T08:00:00.000Z', '2026-11-24T08:00:00.000Z']);

      const deleted = await teacher.delete(`${itemUrl()}/${rows[0]!.id}?update_selection_repeater=all`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      const cancelled = await petrasGot();
      const master = cancelled.events.find((event) => event.uid === uid);
      expect(master, 'the series, cancelled').toBeDefined();
      expect(master!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(master!.sequence).toBeGreaterThan(invitation.events[0]!.sequence);
      expect(startsOf(master!)).toEqual(startsOf(invitation.events[0]!));
    });

    // Stop's list: e-mails queued before an edit that rewrote occurrences named ids that no longer existed. Since
    // f5cbc1f1 an edit keeps the ids of the occurrences it pairs; one rewritten onto other weekdays has no pair and
    // its id goes (the notification follows to the next date, 9a03f335): its e-mail, still waiting, must too.
    it('should send an invitation queued before its date was rewritten away with a link and an answer that still work', async () => {
      const { agent: petras, id: petrasId } = await signIn(app, 'petras');
      const consultations = { type: 'event', name: 'Konsultacija', invitations: [petrasId] };
      const created = await teacher.post(itemUrl(), lecture({ ...consultations, repeater: weekly }));
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number }[];
      // Not sent yet (the worker had not run, or the mail server was away) when the series moves to Wednesdays.
      const rewritten = await teacher.put(
        `${itemUrl()}/${rows[0]!.id}`,
        lecture({
          ...consultations,
          repeater: { ...weekly, weekdays: ['wednesday'] },
          update_selection_repeater: 'all',
        }),
      );
      expect(rewritten.statusCode, rewritten.body).toBe(200);
      const written = rewritten.json().data as { id: number }[];
      expect(written.map((row) => row.id)).not.toContain(rows[0]!.id);

      smtp.received.length = 0;
      await app.outbox.deliverDue();
      const mails = smtp.received.filter((message) => message.to[0] === 'petras@example.edu');
      const texts = mails.map(
        (mail) =>
          leafParts(mail.raw).find((leaf) => (leaf.headers.get('content-type') ?? '').startsWith('text/plain'))!.body,
      );
      const invitation = texts.find((text) => /\/reservations\/\d+/.test(text) && text.includes('Konsultacija'));
      expect(invitation, texts.join('\n---\n')).toBeDefined();
      // It names a date there is (the first Wednesday), not the Monday that went.
      expect(invitation).toContain('2026-11-25 10:00');
      expect(invitation).not.toContain('2026-11-23');
      for (const text of texts) {
        for (const [, id] of text.matchAll(/https:\/\/laikas\.test\/reservations\/(\d+)/g)) {
          const opened = await petras.get(`/api/reservations/${id}`);
          expect(opened.statusCode, `${text}: ${opened.body}`).toBe(200);
        }
      }
      // The series in the attachments is the one there is now: Wednesdays.
      for (const mail of mails) {
        const { events } = parseAttachment(mail.raw);
        expect(events.flatMap(startsOf).every((start) => new Date(start).getUTCDay() === 3)).toBe(true);
      }
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

  // A review: a cause's notice (a holiday, a closed room) cancelled each lecture as `reservation-{id}`, but a calendar
  // holds an occurrence of a series as `series-{id}` (the invitation, the feed, the export), so the date stayed there.
  describe("a cause's notice", () => {
    /** A holiday that cancels what it covers, from `from` to `to`, declared by an administrator. */
    async function holidayOver(from: string, to: string) {
      const { agent: office } = await signIn(app, 'office', ['admin']);
      const period = await office.post('/api/admin/periods', {
        name: 'Ruduo 2026',
        starts_on: '2026-09-01',
        ends_on: '2027-01-31',
      });
      expect(period.statusCode, period.body).toBe(201);
      const holiday = await office.post('/api/admin/blackouts', {
        name: 'Rector’s days',
        from,
        to,
        period_id: period.json().data.id,
        affected: 'cancel',
      });
      expect(holiday.statusCode, holiday.body).toBe(201);
    }

    it('should strike an occurrence of a series in the series itself (EXDATE, a higher SEQUENCE), as the feed does', async () => {
      const { agent: petras, id: petrasId } = await signIn(app, 'petras');
      const created = await teacher.post(itemUrl(), lecture({ repeater: weekly, invitations: [petrasId] }));
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number; repeater_id: number }[];
      const uid = `series-${rows[0]!.repeater_id}@laikas`;
      const single = await teacher.post(
        itemUrl(),
        lecture({
          name: 'Fizika',
          from: '2026-11-30',
          to: '2026-11-30',
          from_time: { hours: 15, minutes: 20 },
          to_time: { hours: 16, minutes: 50 },
          invitations: [petrasId],
        }),
      );
      expect(single.statusCode, single.body).toBe(201);
      const singleId = (single.json().data as { id: number }[])[0]!.id;
      smtp.received.length = 0;
      await app.outbox.deliverDue();
      const invitation = smtp.received
        .filter((message) => message.to[0] === 'petras@example.edu')
        .map((message) => parseAttachment(message.raw))
        .find((file) => file.events.some((event) => event.uid === uid))!;
      expect(invitation.events.map((event) => event.uid)).toEqual([uid]);
      // Accepted, both are in Petras's feed.
      for (const id of [rows[0]!.id, singleId]) {
        const answered = await petras.post(`/api/user/invitations/${id}/accept`);
        expect(answered.statusCode, answered.body).toBe(200);
      }

      await holidayOver('2026-11-30', '2026-11-30');
      const notice = await petrasGot();

      // The series: the same UID, the holiday's date gone from it, every other date kept, a SEQUENCE above the last.
      const series = notice.events.find((event) => event.uid === uid);
      expect(series, 'the series, struck on the holiday').toBeDefined();
      expect(series!.component.getFirstPropertyValue('status')).not.toBe('CANCELLED');
      expect(series!.sequence).toBeGreaterThan(invitation.events[0]!.sequence);
      expect(startsOf(series!)).toEqual([
        '2026-11-23T08:00:00.000Z',
        '2026-12-07T08:00:00.000Z',
        '2026-12-14T08:00:00.000Z',
      ]);
      expect(notice.ics).not.toMatch(/^UID:reservation-(?!\d+@laikas)/m);
      for (const row of rows) {
        expect(notice.ics, 'no occurrence of the series under a UID of its own').not.toContain(
          `reservation-${row.id}@`,
        );
      }
      // A lecture on its own is still struck by its own UID.
      const alone = notice.events.find((event) => event.uid === `reservation-${singleId}@laikas`);
      expect(alone?.component.getFirstPropertyValue('status')).toBe('CANCELLED');

      // The feed writes the series the same way: the same SEQUENCE, the same dates.
      const feedUrl = (await petras.get('/api/user/calendar-feed')).json().data.url as string;
      const feed = await app.inject({ method: 'GET', url: new URL(feedUrl).pathname });
      expect(feed.statusCode).toBe(200);
      const fed = parseCalendar(feed.body).events.filter((event) => event.uid === uid);
      expect(fed).toHaveLength(1);
      expect(fed[0]!.sequence).toBe(series!.sequence);
      expect(startsOf(fed[0]!)).toEqual(startsOf(series!));

      // A second parser reads the same: the series with the holiday as EXDATE, the lecture alone cancelled.
      const read = pythonEvents(notice.ics);
      if (read) {
        expect(read).toEqual(
          expect.arrayContaining([
            {
              uid,
              recurrence: null,
              sequence: series!.sequence,
              status: expect.not.stringMatching(/CANCELLED/) as unknown,
              exdates: ['2026-11-30T08:00:00.000Z'],
            },
            expect.objectContaining({ uid: `reservation-${singleId}@laikas`, status: 'CANCELLED' }),
          ]),
        );
      }
    });

    // A series its rule no longer describes (a date dropped without being skipped, as data imported by other means
    // leaves it) goes out date by date, each date as `reservation-{id}`. A holiday's date only vanished from the re-sent
    // file, and a calendar keeps an event a file merely leaves out: the date must be cancelled by its own UID.
    it('should cancel a date of a series sent date by date by that date’s own UID, the other dates kept', async () => {
      const { id: petrasId } = await signIn(app, 'petras');
      const created = await teacher.post(itemUrl(), lecture({ repeater: weekly, invitations: [petrasId] }));
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number; repeater_id: number }[];
      // The last date dropped without a skipped date: the rule yields a date the series does not have.
      await app.db.deleteFrom('reservations').where('id', '=', rows[3]!.id).execute();
      const uidOf = (row: { id: number }) => `reservation-${row.id}@laikas`;

      const invitation = await petrasGot();
      const held = invitation.events.filter((event) => event.component.getFirstPropertyValue('status') !== 'CANCELLED');
      expect(held.map((event) => event.uid).sort()).toEqual(rows.slice(0, 3).map(uidOf).sort());

      await holidayOver('2026-11-30', '2026-11-30');
      const notice = await petrasGot();

      // The holiday's date: its own UID cancelled, on its date, above the SEQUENCE the invitation gave it.
      const before = held.find((event) => event.uid === uidOf(rows[1]!))!;
      const struck = notice.events.find((event) => event.uid === uidOf(rows[1]!));
      expect(struck, 'the holiday’s date, cancelled by its UID').toBeDefined();
      expect(struck!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(struck!.sequence).toBeGreaterThan(before.sequence);
      expect(startsOf(struck!)).toEqual(['2026-11-30T08:00:00.000Z']);
      // The other dates stay as they were.
      for (const row of [rows[0]!, rows[2]!]) {
        const kept = notice.events.find((event) => event.uid === uidOf(row));
        expect(kept, `${uidOf(row)} kept`).toBeDefined();
        expect(kept!.component.getFirstPropertyValue('status')).not.toBe('CANCELLED');
        expect(kept!.sequence).toBe(held.find((event) => event.uid === uidOf(row))!.sequence);
      }
      const read = pythonEvents(notice.ics);
      if (read) {
        expect(read).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ uid: uidOf(rows[1]!), status: 'CANCELLED', recurrence: null }),
          ]),
        );
      }
    });

    // Nothing of a series left: held date by date, every date goes cancelled by its own UID; held as its rule, the
    // series alone goes cancelled (a cancelled `reservation-{id}` would be an event the calendar never had).
    it('should cancel by their own UIDs the dates of a series held date by date that a holiday takes whole', async () => {
      const { id: petrasId } = await signIn(app, 'petras');
      const created = await teacher.post(
        itemUrl(),
        lecture({ repeater: { ...weekly, until: '2026-12-07' }, invitations: [petrasId] }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number; repeater_id: number }[];
      await app.db.deleteFrom('reservations').where('id', '=', rows[2]!.id).execute();
      const uids = rows.slice(0, 2).map((row) => `reservation-${row.id}@laikas`);
      const invitation = await petrasGot();
      expect(
        invitation.events
          .filter((event) => event.component.getFirstPropertyValue('status') !== 'CANCELLED')
          .map((event) => event.uid)
          .sort(),
      ).toEqual([...uids].sort());

      await holidayOver('2026-11-23', '2026-11-30');
      const notice = await petrasGot();
      for (const uid of uids) {
        const struck = notice.events.find((event) => event.uid === uid);
        expect(struck, `${uid} cancelled`).toBeDefined();
        expect(struck!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
        expect(struck!.sequence).toBeGreaterThan(invitation.events.find((event) => event.uid === uid)!.sequence);
      }
    });

    it('should cancel a series held as its rule that a holiday takes whole by its series UID alone', async () => {
      const { id: petrasId } = await signIn(app, 'petras');
      const created = await teacher.post(
        itemUrl(),
        lecture({ repeater: { ...weekly, until: '2026-11-30' }, invitations: [petrasId] }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const rows = created.json().data as { id: number; repeater_id: number }[];
      const uid = `series-${rows[0]!.repeater_id}@laikas`;
      const invitation = await petrasGot();
      expect(invitation.events.map((event) => event.uid)).toEqual([uid]);

      await holidayOver('2026-11-23', '2026-11-30');
      const notice = await petrasGot();
      expect(notice.events.map((event) => event.uid)).toEqual([uid]);
      expect(notice.events[0]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(notice.events[0]!.sequence).toBeGreaterThan(invitation.events[0]!.sequence);
    });
  });
});
