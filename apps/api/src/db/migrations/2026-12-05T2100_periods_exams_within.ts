/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * An exam session never starts before its period (`examSessionOf` from 5 December): a period of exams only (no
 * teaching weeks) that did not start on a Monday was given a session from the Monday before it, which a later save
 * of the period then refused as outside it. Such a session now starts on the period's first day, as the form
 * suggests it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('periods')
    .set((eb: any) => ({ exams_from: eb.ref('starts_on') }))
    .whereRef('exams_from', '<', 'starts_on')
    .execute();
}

/** Nothing to undo: the days before the period were never its exam session. */
export async function down(): Promise<void> {}
