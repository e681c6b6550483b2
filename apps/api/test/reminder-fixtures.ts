/*
 * What the tests of reminders in server processes share (jobs.test.ts, database-outage.test.ts): a Monday lecture
 * whose invited students want a reminder at 08:00, the clock file the processes read, a poll, and the job rounds
 * the processes ran (a case that asserts that nothing more happened first waits for rounds, never for time).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { createUser, signIn, testConfig } from './helper.js';
import { type ServerProcess } from './processes.js';
import { clock, createResource, lecture } from './reservation-fixtures.js';

/** Monday 23 November 2026 at a Vilnius wall-clock time. */
export const mondayAt = (hours: number, minutes = 0) => new Date(Date.UTC(2026, 10, 23, hours - 2, minutes));
export const STUDENTS = ['ona', 'petras', 'rasa'];
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves the clock of every server process reading `clockFile` (written whole: never half an instant). */
export function setClockFile(clockFile: string, instant: Date) {
  writeFileSync(`${clockFile}.next`, instant.toISOString());
  renameSync(`${clockFile}.next`, clockFile);
}

/** Reads until `done` holds or `ms` pass; answers the last value read. */
export async function waitFor<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  ms: number,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) {
      return value;
    }
    await sleep(everyMs);
  }
}

/** A round of a job that ended in a server process, as its debug log has it (server.ts, LOG_LEVEL=debug). */
export interface Round {
  job: 'daily-reminders' | 'deliver-email';
  round: number;
  failed: boolean;
  /** daily-reminders: the instant the round read and how many it reminded; deliver-email: how many it sent. */
  result?: { at?: string; reminded?: number; sent?: number };
}

/** The rounds of `job` that the processes have logged so far (whole lines only). */
export function roundsOf(servers: ServerProcess[], job: Round['job']): Round[] {
  return servers.flatMap((server) =>
    server
      .output()
      .split('\n')
      .slice(0, -1)
      .filter((line) => line.includes('"a job round ended"'))
      .map((line) => JSON.parse(line) as Round)
      .filter((round) => round.job === job),
  );
}

/** Waits until `count()` reaches `atLeast` (rounds are seconds apart; two minutes is a machine that is stuck). */
export async function roundsRan(count: () => number, atLeast: number, what: string, servers: ServerProcess[]) {
  const deadline = Date.now() + 120_000;
  while (count() < atLeast) {
    if (Date.now() > deadline) {
      throw new Error(
        `${what}: ${count()} of ${atLeast} rounds ran in two minutes\n${servers.map((s) => s.output()).join('\n')}`,
      );
    }
    await sleep(100);
  }
}

/**
 * Writes, through the app on the database at `url`, a teacher's Monday lecture in a room of `items` items that
 * invites STUDENTS, each wanting a daily reminder at 08:00 (in `language`, when given). Answers the room's items.
 */
export async function seedRemindedLecture(
  url: string,
  { items = 1, language }: { items?: number; language?: 'lt' | 'en' } = {},
): Promise<{ itemIds: number[] }> {
  const handle = createDatabase(url);
  const app = await buildApp(testConfig(), { database: handle, logger: false, clock });
  try {
    const { agent: teacher } = await signIn(app, 'teacher', ['teacher']);
    const room = await createResource(app, 'Room 101', {}, items);
    const invited: number[] = [];
    for (const uid of STUDENTS) {
      const id = await createUser(app, uid);
      await app.db
        .updateTable('users')
        .set({ daily_reminder: 1, reminder_hour: 8, reminder_hour_chosen: 1, ...(language && { language }) })
        .where('id', '=', id)
        .execute();
      invited.push(id);
    }
    const created = await teacher.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ invitations: invited }));
    expect(created.statusCode, created.body).toBe(201);
    return { itemIds: room.itemIds };
  } finally {
    await app.close();
    await handle.db.destroy();
  }
}
