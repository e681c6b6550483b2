/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * A period's exam session as dates the office sets (issue 36): `exams_from`..`exams_to` (local dates, both included),
 * null without one. Until now the server derived them from the week counts; each existing period starts with the
 * dates it derived then (teaching weeks from the Monday of its first day's week, exam weeks straight after, cut at
 * its last day), so nothing an office sees moves. The derivation is copied here, frozen.
 */
const DAY = 24 * 60 * 60 * 1000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const monday = (date: string) => shift(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

export function derivedExamDates(period: {
  starts_on: string;
  ends_on: string;
  teaching_weeks: number | null;
  exam_weeks: number | null;
}): { exams_from: string; exams_to: string } | null {
  if (period.teaching_weeks === null || period.exam_weeks === null || period.exam_weeks <= 0) {
    return null;
  }
  const from = shift(monday(period.starts_on), 7 * period.teaching_weeks);
  const last = shift(from, 7 * period.exam_weeks - 1);
  const to = last < period.ends_on ? last : period.ends_on;
  return from <= to ? { exams_from: from, exams_to: to } : null;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('periods').addColumn('exams_from', 'text').execute();
  await db.schema.alterTable('periods').addColumn('exams_to', 'text').execute();
  const rows: {
    id: number;
    starts_on: string;
    ends_on: string;
    teaching_weeks: number | null;
    exam_weeks: number | null;
  }[] = await db
    .selectFrom('periods')
    .select(['id', 'starts_on', 'ends_on', 'teaching_weeks', 'exam_weeks'])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const dates = derivedExamDates(row);
    if (dates) {
      await db.updateTable('periods').set(dates).where('id', '=', row.id).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('periods').dropColumn('exams_to').execute();
  await db.schema.alterTable('periods').dropColumn('exams_from').execute();
}
