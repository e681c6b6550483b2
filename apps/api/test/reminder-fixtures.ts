/*
 * What the tests of reminders in server processes share (jobs.test.ts, database-outage.test.ts): a Monday lecture
 * whose invited students want a reminder at 08:00, the clock file the processes read, and a poll.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { createUser, signIn, testConfig } from './helper.js';
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
