import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, type Dialect } from '../src/db/database.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';
import { type ServerProcess, startServer } from './processes.js';
import {
  mondayAt,
  roundsOf,
  roundsRan,
  seedRemindedLecture,
  setClockFile,
  STUDENTS,
  waitFor as waitUntil,
} from './reminder-fixtures.js';

/*
 * Issue 14, with a fake clock in real server processes: the daily reminder fires once per user at their hour with
 * two processes on one database running at the same time, and is caught up after a real restart across the hour.
 * The processes read "now" from LAIKAS_CLOCK_FILE; their reminder and outbox rounds run every second (pg-boss on
 * PostgreSQL, the in-process timer on SQLite). A case that asserts that nothing happened first waits for rounds
 * that ran (each round that ends is in the process's debug log, with the instant it read and what it did:
 * services/jobs.ts, server.ts), never for a stretch of time: on a slow machine no round may have run yet.
 */

/** The daily-reminder rounds that read the instant `at`. */
const roundsAt = (servers: ServerProcess[], at: Date) =>
  roundsOf(servers, 'daily-reminders').filter((round) => round.result?.at === at.toISOString());

describe.each(DIALECTS)('daily reminders in server processes on %s', (dialect: Dialect) => {
  let work: string;
  let clockFile: string;
  let mailDir: string;
  let url: string;
  let database: TestDatabase | undefined;
  let reader: DatabaseHandle;
  const servers: ServerProcess[] = [];

  /** Moves the clock of every server process (written whole: a reader never sees half an instant). */
  function setClock(instant: Date) {
    setClockFile(clockFile, instant);
  }

  const start = async () => {
    const server = await startServer(url, {
      LAIKAS_CLOCK_FILE: clockFile,
      REMINDER_INTERVAL_SECONDS: '1',
      DELIVERY_INTERVAL_SECONDS: '1',
      MAIL_DIR: mailDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'debug', // every round that ends (roundsOf)
    });
    servers.push(server);
    return server;
  };

  /** Reminders written so far, by user uid. */
  async function reminders(): Promise<Map<string, number>> {
    const rows = await reader.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select('users.uid')
      .where('notifications.type', '=', 'App\\Notifications\\DailyReservationReminder')
      .execute();
    const counts = new Map<string, number>();
    rows.forEach((row) => counts.set(row.uid, (counts.get(row.uid) ?? 0) + 1));
    return counts;
  }

  const waitFor = <T>(read: () => Promise<T> | T, done: (value: T) => boolean) => waitUntil(read, done, 60_000, 250);

  const everyoneOnce = (counts: Map<string, number>) => STUDENTS.every((uid) => counts.get(uid) === 1);

  beforeEach(async () => {
    work = mkdtempSync(join(tmpdir(), 'laikas-jobs-'));
    clockFile = join(work, 'now');
    mailDir = join(work, 'mail');
    if (dialect === 'postgres') {
      database = await createTestDatabase('postgres');
      url = database.url;
    } else {
      url = join(work, 'laikas.sqlite');
    }
    // The users and their Monday lecture, written through the app on the database the processes will share.
    await seedRemindedLecture(url, { language: 'lt' });
    reader = createDatabase(url);
  });

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
    await reader?.db.destroy();
    await database?.drop();
    database = undefined;
  });

  it('should remind each user once at their hour with two processes running at the same time', async () => {
    setClock(mondayAt(7, 59));
    const [first, second] = await Promise.all([start(), start()]);
    // Both run rounds every second; rounds that read 07:59 remind nobody.
    await roundsRan(() => roundsAt(servers, mondayAt(7, 59)).length, 4, 'rounds at 07:59', servers);
    expect(await reminders()).toEqual(new Map());
    expect(new Set(roundsAt(servers, mondayAt(7, 59)).map((round) => round.result?.reminded))).toEqual(new Set([0]));

    setClock(mondayAt(8, 0));
    expect(await waitFor(reminders, everyoneOnce)).toEqual(new Map(STUDENTS.map((uid) => [uid, 1])));
    // Several more rounds of both processes at 08:00 (more than one of them may have been under way or in the pipe
    // when the last reminder appeared), and still once each: the rounds' own counts add up to one per student.
    const atEight = roundsAt(servers, mondayAt(8, 0)).length;
    await roundsRan(() => roundsAt(servers, mondayAt(8, 0)).length, atEight + 4, 'rounds at 08:00', servers);
    expect(await reminders()).toEqual(new Map(STUDENTS.map((uid) => [uid, 1])));
    const remindedAtEight = roundsAt(servers, mondayAt(8, 0)).reduce((sum, round) => sum + round.result!.reminded!, 0);
    expect(remindedAtEight).toBe(STUDENTS.length);

    // The e-mails go out through the outbox job, once each: each student's invitation and reminder.
    const sent = () => roundsOf(servers, 'deliver-email').reduce((sum, round) => sum + (round.result?.sent ?? 0), 0);
    const mails = () => readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    await roundsRan(sent, 2 * STUDENTS.length, 'e-mails sent', servers);
    // Two more outbox rounds after the last e-mail was sent send nothing more.
    const deliveries = roundsOf(servers, 'deliver-email').length;
    await roundsRan(() => roundsOf(servers, 'deliver-email').length, deliveries + 2, 'outbox rounds', servers);
    expect(sent()).toBe(2 * STUDENTS.length);
    expect(mails()).toHaveLength(2 * STUDENTS.length);
    if (dialect === 'postgres') {
      // The rounds ran as pg-boss jobs, not as timers of their own.
      const { rows } = await sql<{ name: string; count: number }>`
        select name, count(*)::int as count from pgboss.job where state = 'completed' group by name order by name
      `.execute(reader.db);
      // The webhook job (every 5 s) may or may not have completed a round by now: it is the server's third job.
      const names = rows.map((row) => row.name);
      expect(names).toEqual(expect.arrayContaining(['daily-reminders', 'deliver-email']));
      expect(names.filter((name) => name !== 'deliver-webhooks')).toEqual(['daily-reminders', 'deliver-email']);
    }
    for (const server of [first!, second!]) {
      expect(server.output()).not.toMatch(/a job failed|"level":50/);
    }
  }, 240_000);

  it('should catch up the reminder after a real restart across the hour, once', async () => {
    setClock(mondayAt(7, 30));
    let server = await start();
    await roundsRan(() => roundsAt([server], mondayAt(7, 30)).length, 2, 'rounds at 07:30', servers);
    expect(await reminders()).toEqual(new Map());
    await server.stop('SIGTERM');
    expect(server.child.exitCode).toBe(0);

    // Down across 08:00; started again at 11:00 the same day.
    setClock(mondayAt(11, 0));
    server = await start();
    expect(await waitFor(reminders, everyoneOnce)).toEqual(new Map(STUDENTS.map((uid) => [uid, 1])));
    const atEleven = roundsAt([server], mondayAt(11, 0)).length;
    await roundsRan(() => roundsAt([server], mondayAt(11, 0)).length, atEleven + 2, 'rounds at 11:00', servers);
    await server.stop('SIGTERM');

    // Another restart later that day sends nothing again.
    setClock(mondayAt(11, 30));
    server = await start();
    await roundsRan(() => roundsAt([server], mondayAt(11, 30)).length, 3, 'rounds at 11:30', servers);
    expect(await reminders()).toEqual(new Map(STUDENTS.map((uid) => [uid, 1])));
    expect(new Set(roundsAt([server], mondayAt(11, 30)).map((round) => round.result?.reminded))).toEqual(new Set([0]));
    expect(server.output()).not.toMatch(/a job failed|"level":50/);
  }, 240_000);
});
