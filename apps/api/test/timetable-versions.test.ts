import { execFileSync } from 'node:child_process';
import { type FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, createUser, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';

const TYPE = 'App\\Notifications\\TimetablePublishedNotification';
const STUDENTS = 5;
const TEACHERS = 8;
const LECTURES = 40;

/** The n-th weekday (Monday to Friday) from Monday 23 November 2026. */
function weekday(index: number): string {
  const date = new Date(Date.UTC(2026, 10, 23 + Math.floor(index / 5) * 7 + (index % 5)));
  return date.toISOString().slice(0, 10);
}

/** The events of a feed as ical.js (an independent parser) reads them: UID → SEQUENCE and start. */
function feedEvents(content: string): Map<string, { sequence: number; start: string }> {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return new Map(
    calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return [event.uid, { sequence: event.sequence, start: event.startDate.toJSDate().toISOString() }] as const;
    }),
  );
}

/*
 * The same feed as python-icalendar (a second, independent parser; Debian's python3-icalendar, which .ci/run installs)
 * reads it: UID → SEQUENCE and start. Undefined outside CI without it (one loud line); in CI its absence fails.
 */
const PYTHON = '/usr/bin/python3';
const READ_WITH_PYTHON = `
import json, sys
from icalendar import Calendar
calendar = Calendar.from_ical(sys.stdin.buffer.read())
events = {}
for event in calendar.walk('VEVENT'):
    start = event.decoded('DTSTART')
    events[str(event.get('UID'))] = {'sequence': int(event.get('SEQUENCE', 0)), 'start': int(start.timestamp() * 1000)}
print(json.dumps(events))
`;
function pythonEvents(content: string): Map<string, { sequence: number; start: string }> | undefined {
  try {
    execFileSync(PYTHON, ['-c', 'import icalendar'], { stdio: 'ignore' });
  } catch (error) {
    if (process.env.CI) {
      throw new Error(`python-icalendar is missing (${PYTHON}; apt-get install python3-icalendar)`, { cause: error });
    }
    console.warn('timetable-versions: python3-icalendar missing, the feed is read with ical.js only');
    return undefined;
  }
  const read = JSON.parse(execFileSync(PYTHON, ['-c', READ_WITH_PYTHON], { input: content }).toString()) as Record<
    string,
    { sequence: number; start: number }
  >;
  return new Map(
    Object.entries(read).map(([uid, event]) => [
      uid,
      { sequence: event.sequence, start: new Date(event.start).toISOString() },
    ]),
  );
}

// Issue 36: group timetables published in versions, and "what changed for you".
describe.each(DIALECTS)('published group timetables on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let student: Agent;
  let studentIds: number[];
  let teacherIds: number[];
  let groupId: number;
  let timetableId: number;
  let room: { resourceId: number; itemIds: number[] };
  let other: { resourceId: number; itemIds: number[] };
  let lectures: { id: number; teacher: number; date: string }[];

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'office', ['admin']));
    const first = await signIn(app, 's1000');
    student = first.agent;
    studentIds = [first.id];
    for (let index = 1; index < STUDENTS; index += 1) {
      studentIds.push(await createUser(app, `s100${index}`));
    }
    teacherIds = [];
    for (let index = 0; index < TEACHERS; index += 1) {
      teacherIds.push(await createUser(app, `t${index}`, ['teacher'], `Teacher ${index}`));
    }
    groupId = await createGroup(app, 'PS 1 k. 1 gr.', studentIds);
    room = await createResource(app, 'Room 101', { capacity: 30 });
    other = await createResource(app, 'Room 202', { capacity: 30 });
    const period = await admin.post('/api/admin/periods', {
      name: 'Ruduo',
      starts_on: '2026-11-23',
      ends_on: '2027-01-31',
    });
    expect(period.statusCode, period.body).toBe(201);
    const created = await admin.post('/api/admin/group-timetables', {
      group_id: groupId,
      period_id: period.json().data.id,
    });
    timetableId = created.json().data.id;
    lectures = [];
    for (let index = 0; index < LECTURES; index += 1) {
      const teacher = teacherIds[index % TEACHERS]!;
      const date = weekday(index);
      const response = await admin.post(
        `/api/items/${room.itemIds[0]}/reservations`,
        lecture({ name: `Lecture ${index}`, from: date, to: date, groups: [groupId], person_responsible: teacher }),
      );
      expect(response.statusCode, response.body).toBe(201);
      lectures.push({ id: response.json().data[0].id, teacher, date });
    }
  });
  afterEach(async () => {
    await test.close();
  });

  const url = (path = '') => `/api/admin/group-timetables/${timetableId}${path}`;

  /** Edits one lecture as the office does, keeping its group and teacher. */
  async function edit(index: number, changes: Record<string, unknown>) {
    const { id, teacher, date } = lectures[index]!;
    const response = await admin.put(
      `/api/items/${room.itemIds[0]}/reservations/${id}`,
      lecture({
        name: `Lecture ${index}`,
        from: date,
        to: date,
        groups: [groupId],
        person_responsible: teacher,
        ...changes,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Who holds timetable notifications now: user id → how many. */
  async function told(): Promise<Map<number, number>> {
    const rows = await app.db.selectFrom('notifications').select('user_id').where('type', '=', TYPE).execute();
    const counts = new Map<number, number>();
    for (const row of rows) {
      counts.set(row.user_id, (counts.get(row.user_id) ?? 0) + 1);
    }
    return counts;
  }

  async function feedOf(agent: Agent) {
    const { pathname } = new URL((await agent.get('/api/user/calendar-feed')).json().data.url as string);
    const response = await app.inject({ method: 'GET', url: pathname });
    expect(response.statusCode).toBe(200);
    const events = feedEvents(response.body);
    // Outlook, Google and Apple read a feed by these rules: python-icalendar reads the same events as ical.js.
    const python = pythonEvents(response.body);
    if (python) {
      expect(python).toEqual(events);
    }
    return events;
  }

  it('should refuse to publish a draft, then publish a locked timetable as version 1 and tell everyone once', async () => {
    expect((await admin.post(url('/publish'), {})).statusCode).toBe(409);
    await admin.put(url('/lock'));
    const published = await admin.post(url('/publish'), { note: 'Autumn timetable' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      version: { number: 1, note: 'Autumn timetable', published_by: { name: 'User office' } },
      notified: STUDENTS + TEACHERS,
      timetable: { status: 'approved', published_version: 1 },
    });
    expect([...(await told()).keys()].sort((a, b) => a - b)).toEqual([...studentIds, ...teacherIds]);
    expect([...(await told()).values()].every((count) => count === 1)).toBe(true);

    const notifications = await student.get('/api/notifications');
    expect(notifications.json().data[0]).toMatchObject({
      kind: 'timetable_published',
      data: { subject: 'Tvarkaraštis paskelbtas', action_url: '/' },
    });
    expect(notifications.json().data[0].data.message).toContain('40 paskaitų');
    expect(notifications.json().data[0].data.message).toContain('Pastaba: Autumn timetable');

    // Nothing changed: a new version tells nobody.
    const again = await admin.post(url('/publish'), {});
    expect(again.json().data).toMatchObject({ version: { number: 2, note: null }, notified: 0 });
    const versions = await admin.get(url('/versions'));
    expect(versions.json().data.map((version: { number: number }) => version.number)).toEqual([2, 1]);
  });

  it('should tell exactly the people 3 moved lectures of 40 concern, each their own changes, by their settings', async () => {
    await admin.put(url('/lock'));
    expect((await admin.post(url('/publish'), {})).statusCode).toBe(200);
    await app.db.deleteFrom('notifications').execute();
    await app.db.deleteFrom('outbox').execute();
    // One student reads English; another wants no e-mail of timetables.
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', studentIds[1]!).execute();
    await app.db
      .updateTable('users')
      .set({ email_notifications: JSON.stringify(['invitation']) })
      .where('id', '=', studentIds[2]!)
      .execute();
    const before = await feedOf(student);

    // Lectures 0 and 8 are teacher 0's, lecture 1 teacher 1's.
    await edit(0, { from_time: { hours: 12, minutes: 0 }, to_time: { hours: 13, minutes: 30 } });
    await edit(8, { from_time: { hours: 12, minutes: 0 }, to_time: { hours: 13, minutes: 30 } });
    await edit(1, { from_time: { hours: 15, minutes: 20 }, to_time: { hours: 16, minutes: 50 } });

    const draft = await admin.get(url('/changes'));
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({
      base: { number: 1 },
      counts: { added: 0, removed: 0, moved: 3, room: 0, teacher: 0 },
      members: STUDENTS,
      teachers: [
        { id: teacherIds[0], changes: 2 },
        { id: teacherIds[1], changes: 1 },
      ],
    });
    const forTeacher = await admin.get(url(`/changes?user_id=${teacherIds[1]}`));
    expect(forTeacher.json().data.changes).toEqual([
      expect.objectContaining({
        kind: 'changed',
        changes: ['moved'],
        before: expect.objectContaining({ name: 'Lecture 1', from: `${weekday(1)} 10:00` }),
        after: expect.objectContaining({ name: 'Lecture 1', from: `${weekday(1)} 15:20` }),
      }),
    ]);
    expect((await admin.get(url(`/changes?user_id=${teacherIds[5]}`))).json().data.changes).toEqual([]);

    const published = await admin.post(url('/publish'), { note: 'Two rooms swapped' });
    expect(published.json().data).toMatchObject({ version: { number: 2 }, notified: STUDENTS + 2 });
    const concerned = [...studentIds, teacherIds[0]!, teacherIds[1]!].sort((a, b) => a - b);
    expect([...(await told()).keys()].sort((a, b) => a - b)).toEqual(concerned);
    expect([...(await told()).values()].every((count) => count === 1)).toBe(true);

    const teacherMessage = await app.db
      .selectFrom('notifications')
      .select('data')
      .where('type', '=', TYPE)
      .where('user_id', '=', teacherIds[1]!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(teacherMessage.data).timetable.changes).toEqual([
      expect.objectContaining({ kind: 'moved', name: 'Lecture 1' }),
    ]);

    const mails = await app.db
      .selectFrom('outbox')
      .select(['user_id', 'subject', 'text_body'])
      .where('notification_kind', '=', 'timetable_published')
      .orderBy('user_id')
      .execute();
    expect(mails.map((mail) => mail.user_id)).toEqual(concerned.filter((id) => id !== studentIds[2]));
    const english = mails.find((mail) => mail.user_id === studentIds[1])!;
    expect(english.subject).toBe('Timetable Changed');
    expect(english.text_body).toContain('3 changes for you');
    expect(english.text_body).toContain('Moved: “Lecture 1”');
    expect(mails.find((mail) => mail.user_id === studentIds[0])!.subject).toBe('Tvarkaraštis pakeistas');

    // The student's calendar moves the 3 events: the same UIDs, a higher SEQUENCE, the new times.
    const after = await feedOf(student);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const index of [0, 8, 1]) {
      const uid = `reservation-${lectures[index]!.id}@laikas`;
      expect(after.get(uid)!.sequence).toBeGreaterThan(before.get(uid)!.sequence);
      expect(after.get(uid)!.start).not.toBe(before.get(uid)!.start);
    }
    const untouched = `reservation-${lectures[2]!.id}@laikas`;
    expect(after.get(untouched)).toEqual(before.get(untouched));
  });

  it('should tell a teacher who lost a lecture and the one who got it, and count a room change', async () => {
    await admin.put(url('/lock'));
    await admin.post(url('/publish'), {});
    await app.db.deleteFrom('notifications').execute();
    await edit(3, { person_responsible: teacherIds[6] });
    // Another room (the form moves a reservation between rooms through its resources; here straight in the table).
    await app.db
      .updateTable('reservations')
      .set({ item_id: other.itemIds[0]!, resource_id: other.resourceId })
      .where('id', '=', lectures[5]!.id)
      .execute();
    const draft = (await admin.get(url('/changes'))).json().data;
    expect(draft.counts).toMatchObject({ room: 1, teacher: 1 });
    const published = await admin.post(url('/publish'), {});
    expect(published.statusCode, published.body).toBe(200);
    const people = [...(await told()).keys()];
    expect(people).toEqual(expect.arrayContaining([teacherIds[3], teacherIds[6], teacherIds[5]]));
    expect(people).not.toContain(teacherIds[7]);
  });

  it('should answer 404 for an unknown timetable and 422 for a note too long', async () => {
    expect((await admin.post('/api/admin/group-timetables/999999/publish', {})).statusCode).toBe(404);
    expect((await admin.get('/api/admin/group-timetables/999999/changes')).statusCode).toBe(404);
    const long = await admin.post(url('/publish'), { note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect((await student.post(url('/publish'), {})).statusCode).toBe(403);
  });
});
