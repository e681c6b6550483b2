import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, type TestApp } from './helper.js';
import { clock, countReservations, createGroup, createResource, lecture } from './reservation-fixtures.js';

/*
 * Issue 36: lectures are not held in an exam session. A repeating lecture of groups (teaching) leaves the session's
 * dates out, skipped and said so in the preview and the answer, with or without "skip conflicting dates"; a single
 * booking (an exam) and an event series keep them.
 */
describe.each(DIALECTS)('teaching and the exam session on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let teacher: Agent;
  let room: { resourceId: number; itemIds: number[] };
  let group: number;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
    ({ agent: admin } = await signIn(app, 'office', ['admin']));
    ({ agent: teacher } = await signIn(app, 'jonas', ['teacher']));
    room = await createResource(app, 'Room 101');
    group = await createGroup(app, 'PS 1');
  });
  afterEach(async () => {
    await test.close();
  });

  const url = () => `/api/items/${room.itemIds[0]}/reservations`;
  /** The office's session; over lectures made before it, `affected` says what becomes of them. */
  const addSession = async (affected?: 'keep' | 'cancel') => {
    const period = await admin.post('/api/admin/periods', {
      name: 'Ruduo 2026',
      starts_on: '2026-09-01',
      ends_on: '2027-01-31',
      exams_from: '2026-12-14',
      exams_to: '2026-12-27',
      affected,
    });
    expect(period.statusCode, period.body).toBe(201);
  };
  /** Mondays 23 November 2026 to 4 January 2027: two of them (14 and 21 December) in the exam session. */
  const weekly = (overrides: Record<string, unknown> = {}) =>
    lecture({
      groups: [group],
      repeater: { type: 'weekly', interval: 1, until: '2027-01-04', weekdays: ['monday'] },
      ...overrides,
    });
  const inExams = [
    { date: '2026-12-14', reason: 'exams', name: 'Ruduo 2026' },
    { date: '2026-12-21', reason: 'exams', name: 'Ruduo 2026' },
  ];
  const storedDates = async () =>
    (await teacher.get(`${url()}?from=2026-11-01&to=2027-01-31`))
      .json()
      .data.map((reservation: { from: string; from_time: { hours: number } }) => [
        reservation.from,
        reservation.from_time.hours,
      ]);

  it('should leave the session out of a lecture series of a group, as its preview said, without being asked', async () => {
    await addSession();
    const preview = await teacher.post(`${url()}/preview`, weekly());
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({ occurrences: 5, skipped_dates: inExams });
    expect(await countReservations(app)).toBe(0);
    const saved = await teacher.post(url(), weekly());
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().skipped_dates).toEqual(inExams);
    expect(await storedDates()).toEqual(
      ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-28', '2027-01-04'].map((date) => [date, 10]),
    );
    // The rule says it too, so a calendar that reads the rule leaves the weeks empty.
    const excluded = await app.db.selectFrom('repeater_exclusions').select('date').orderBy('date').execute();
    expect(excluded.map((row) => row.date)).toEqual(['2026-12-14', '2026-12-21']);
  });

  // The session was read before the write's transaction: one the office set meanwhile was booked straight through.
  it('should leave out the dates of a session set after the request was read, before its write', async () => {
    const other = await createResource(app, 'Room 102');
    // A series in two rooms: the write reads the other room's items before it locks them, and the office sets the
    // session then.
    const listByResources = app.repositories.items.listByResources;
    vi.spyOn(app.repositories.items, 'listByResources').mockImplementationOnce(async (...args) => {
      const items = await listByResources(...args);
      await addSession();
      return items;
    });
    const saved = await teacher.post(url(), weekly({ reservable: [other.resourceId] }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().skipped_dates).toEqual(inExams);
    expect(await storedDates()).toEqual(
      ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-28', '2027-01-04'].map((date) => [date, 10]),
    );
  });

  it('should keep the session for an exam booked once, an event series and a series of no group', async () => {
    await addSession();
    const exam = await teacher.post(
      url(),
      lecture({ name: 'Egzaminas', groups: [group], from: '2026-12-14', to: '2026-12-14' }),
    );
    expect(exam.statusCode, exam.body).toBe(201);
    const consultations = await teacher.post(
      url(),
      weekly({
        type: 'event',
        name: 'Konsultacijos',
        from_time: { hours: 12, minutes: 0 },
        to_time: { hours: 13, minutes: 0 },
      }),
    );
    expect(consultations.statusCode, consultations.body).toBe(201);
    expect(consultations.json().data).toHaveLength(7);
    expect(consultations.json()).not.toHaveProperty('skipped_dates');
    const own = await teacher.post(
      url(),
      weekly({ groups: [], from_time: { hours: 15, minutes: 20 }, to_time: { hours: 16, minutes: 50 } }),
    );
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toHaveLength(7);
  });

  it('should refuse a lecture series of a group that falls wholly in the session, saying why', async () => {
    await addSession();
    const body = weekly({
      from: '2026-12-14',
      to: '2026-12-14',
      repeater: { type: 'weekly', interval: 1, until: '2026-12-27', weekdays: ['monday'] },
    });
    const refused = await teacher.request('POST', url(), body, { headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      repeater: ['Every date of this lecture series falls in an exam session, when lectures are not held'],
    });
    expect(refused.json().repeater_validation).toMatch(/Reserve an exam on its own, as a single reservation/);
    expect((await teacher.post(`${url()}/preview`, body)).statusCode).toBe(422);
    expect(await countReservations(app)).toBe(0);
  });

  it('should preview an edit of a series made before the session as removing its dates there, and save the same', async () => {
    const made = await teacher.post(url(), weekly());
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toHaveLength(7);
    // Kept in the session when it was set: the edit of the whole series leaves them out.
    await addSession('keep');
    const ids = (made.json().data as { id: number }[]).map((row) => row.id);
    const body = weekly({
      from: '2026-11-30',
      to: '2026-11-30',
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 13, minutes: 30 },
      update_selection_repeater: 'all',
    });
    const preview = await teacher.post(`${url()}/${ids[1]}/preview`, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const at = (date: string, from: string, to: string) => ({ date, from, to });
    expect(preview.json().data).toEqual({
      moved: ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-28', '2027-01-04'].map((date) => ({
        before: at(date, '10:00', '11:30'),
        after: at(date, '12:00', '13:30'),
      })),
      added: [],
      removed: [at('2026-12-14', '10:00', '11:30'), at('2026-12-21', '10:00', '11:30')],
      clashes: [],
      skipped_dates: inExams,
      digest: expect.any(String),
    });
    const saved = await teacher.put(`${url()}/${ids[1]}`, { ...body, preview_digest: preview.json().data.digest });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedDates()).toEqual(
      ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-28', '2027-01-04'].map((date) => [date, 12]),
    );
    // One occurrence moved alone into the session is a single booking: kept there.
    const [first] = (await teacher.get(`${url()}?from=2026-11-23&to=2026-11-23`)).json().data as { id: number }[];
    const alone = await teacher.put(
      `${url()}/${first!.id}`,
      weekly({ from: '2026-12-15', to: '2026-12-15', repeater: null, update_selection_repeater: 'this' }),
    );
    expect(alone.statusCode, alone.body).toBe(200);
  });
});
