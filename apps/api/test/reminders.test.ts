import { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { buildTestApp, createUser, DIALECTS, signIn, testConfig, type TestApp } from './helper.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';
import { present } from '../src/services/notifications.js';

/** Monday 23 November 2026 at a local (Vilnius, UTC+2 in winter) hour and minute. */
const mondayAt = (hours: number, minutes = 0) => new Date(Date.UTC(2026, 10, 23, hours - 2, minutes));

describe.each(DIALECTS)('daily reminders on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;

  beforeEach(async () => {
    test = await buildTestApp(dialect, {}, clock);
    app = test.app;
  });
  afterEach(async () => {
    await test.close();
  });

  /** A student at reminder hour `hour` with a lecture on Monday and one on Tuesday, in `language`. */
  async function studentWithLectures(uid: string, hour: number, language: 'lt' | 'en' = 'en') {
    const { agent: teacher } = await signIn(app, `teacher-${uid}`, ['teacher']);
    const studentId = await createUser(app, uid);
    await app.db
      .updateTable('users')
      .set({ daily_reminder: 1, reminder_hour: hour, reminder_hour_chosen: 1, language })
      .where('id', '=', studentId)
      .execute();
    const room = await createResource(app, `Room ${uid}`);
    const url = `/api/items/${room.itemIds[0]}/reservations`;
    expect((await teacher.post(url, lecture({ invitations: [studentId] }))).statusCode).toBe(201);
    expect(
      (await teacher.post(url, lecture({ from: '2026-11-24', to: '2026-11-24', invitations: [studentId] }))).statusCode,
    ).toBe(201);
    return studentId;
  }

  /** The user's reminders as they read them (issue 28: stored as parameters, rendered in the reader's language). */
  async function remindersOf(userId: number, language: 'lt' | 'en' = 'en') {
    const rows = await app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('type', '=', 'App\\Notifications\\DailyReservationReminder')
      .execute();
    return rows.map((row) => ({ ...row, data: present(row, { language, timeZone: app.config.timeZone }).data }));
  }

  it("should remind once at the user's hour in the institution's time zone, with today's and tomorrow's count", async () => {
    const studentId = await studentWithLectures('ona', 8);
    expect(await app.reminders.runDue(mondayAt(7, 59))).toEqual([]);
    expect(await app.reminders.runDue(mondayAt(8, 0))).toEqual([studentId]);
    expect(await app.reminders.runDue(mondayAt(8, 1))).toEqual([]);
    expect(await app.reminders.runDue(mondayAt(23, 59))).toEqual([]);
    const [reminder] = await remindersOf(studentId);
    expect(reminder!.data).toMatchObject({
      message: { title: 'Daily Reminder: 2 upcoming reservations', summary: '1 today, 1 tomorrow' },
      total_count: 2,
      today_count: 1,
      tomorrow_count: 1,
    });
    expect(reminder!.created_at).toBe(mondayAt(8).toISOString());
    // The next day, again once.
    expect(await app.reminders.runDue(new Date(mondayAt(8).getTime() + 86_400_000))).toEqual([studentId]);
    expect(await remindersOf(studentId)).toHaveLength(2);
  });

  // Issue 15: a user who never chose an hour is reminded at the default hour of the system settings, read each
  // round (a super administrator's change holds without a restart); a chosen hour stays the user's.
  it('should remind users who chose no hour at the default hour of the system settings', async () => {
    const chose = await studentWithLectures('ona', 8);
    const never = await studentWithLectures('jonas', 8);
    await app.db.updateTable('users').set({ reminder_hour_chosen: 0 }).where('id', '=', never).execute();
    const site = await app.systemSettingsService.current();
    await app.systemSettingsService.update({ ...site, default_reminder_hour: 10 });
    expect(await app.reminders.runDue(mondayAt(9, 0))).toEqual([chose]);
    expect(await app.reminders.runDue(mondayAt(10, 0))).toEqual([never]);
  });

  it('should write the reminder in the recipient language with Lithuanian plural forms', async () => {
    const studentId = await studentWithLectures('ona', 6, 'lt');
    await app.reminders.runDue(mondayAt(6));
    expect((await remindersOf(studentId, 'lt'))[0]!.data.message).toEqual({
      title: 'Dienos priminimas: 2 artėjančios rezervacijos',
      summary: 'šiandien 1, rytoj 1',
    });
  });

  it('should catch up after a restart across the hour, the same day only', async () => {
    const studentId = await studentWithLectures('ona', 8);
    // The process was down from 07:30 to 11:00: the first round after the restart sends the 08:00 reminder.
    expect(await app.reminders.runDue(mondayAt(7, 30))).toEqual([]);
    expect(await app.reminders.runDue(mondayAt(11))).toEqual([studentId]);
    expect(await remindersOf(studentId)).toHaveLength(1);
  });

  // An evening reminder counted the morning's lecture, long over, as "upcoming", and reminded of it when nothing was
  // left to come.
  it('should count as upcoming only what has not ended at the reminder, and not remind when nothing is left', async () => {
    const evening = await studentWithLectures('ona', 18);
    const mondayOnly = await studentWithLectures('jonas', 18);
    await app.db
      .deleteFrom('reservation_invitations')
      .where('user_id', '=', mondayOnly)
      .where('reservation_id', 'in', (eb) =>
        eb.selectFrom('reservations').select('id').where('starts_at', '>=', mondayAt(24).toISOString()),
      )
      .execute();
    expect(await app.reminders.runDue(mondayAt(18))).toEqual([evening]);
    const [reminder] = await remindersOf(evening);
    expect(reminder!.data).toMatchObject({
      message: { title: 'Daily Reminder: 1 upcoming reservation', summary: '0 today, 1 tomorrow' },
      today_count: 0,
      tomorrow_count: 1,
    });
    expect(await remindersOf(mondayOnly)).toHaveLength(0);
  });

  it('should not remind users who turned it off, or who have nothing coming', async () => {
    const studentId = await studentWithLectures('ona', 8);
    await app.db.updateTable('users').set({ daily_reminder: 0 }).where('id', '=', studentId).execute();
    const idleId = await createUser(app, 'idle');
    await app.db
      .updateTable('users')
      .set({ daily_reminder: 1, reminder_hour: 8, reminder_hour_chosen: 1 })
      .where('id', '=', idleId)
      .execute();
    expect(await app.reminders.runDue(mondayAt(9))).toEqual([]);
  });

  it('should not remind a user whose account is disabled, by notification or e-mail', async () => {
    const disabledId = await studentWithLectures('ona', 8);
    const activeId = await studentWithLectures('jonas', 8);
    await app.db
      .updateTable('users')
      .set({ disabled_at: mondayAt(7).toISOString() })
      .where('id', '=', disabledId)
      .execute();
    expect(await app.reminders.runDue(mondayAt(8))).toEqual([activeId]);
    expect(await remindersOf(disabledId)).toHaveLength(0);
    const mail = await app.db
      .selectFrom('outbox')
      .select('user_id')
      .where('notification_kind', '=', 'daily_reminder')
      .execute();
    expect(mail.map((row) => row.user_id)).toEqual([activeId]);
  });

  it.runIf(dialect === 'postgres')(
    'should remind each user once when two server processes on one database run at the same time',
    async () => {
      const students = [];
      for (const uid of ['ona', 'petras', 'rasa', 'jonas']) {
        students.push(await studentWithLectures(uid, 8));
      }
      const handle = createDatabase(test.database.url);
      const second = await buildApp(testConfig(), { database: handle, logger: false, migrate: false, clock });
      try {
        const rounds = await Promise.all([
          app.reminders.runDue(mondayAt(8)),
          second.reminders.runDue(mondayAt(8)),
          app.reminders.runDue(mondayAt(8, 1)),
          second.reminders.runDue(mondayAt(8, 1)),
        ]);
        expect(rounds.flat().sort()).toEqual([...students].sort());
        for (const studentId of students) {
          expect(await remindersOf(studentId)).toHaveLength(1);
        }
      } finally {
        await second.close();
        await handle.db.destroy();
      }
    },
  );
});
