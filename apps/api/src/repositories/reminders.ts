import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Daily reminders (services/reminders.ts): who wants one, which are sent, and what a user's timetable holds. */
export function createReminderRepository(db: Kysely<Database>) {
  return {
    /**
     * The users who want a daily reminder at or before `hour`: those who chose an hour, and those who chose none
     * when `defaultDue` (the default hour has passed). Never a disabled account (it cannot sign in to read one).
     */
    recipientsDue(hour: number, defaultDue: boolean) {
      return db
        .selectFrom('users')
        .select(['id', 'language'])
        .where('daily_reminder', '=', 1)
        .where('disabled_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('reminder_hour_chosen', '=', 1), eb('reminder_hour', '<=', hour)]),
            ...(defaultDue ? [eb('reminder_hour_chosen', '=', 0)] : []),
          ]),
        )
        .orderBy('id')
        .execute();
    },

    /** Which of these reminder keys are already sent (each is a job's singleton key). */
    async sentKeys(keys: readonly string[]): Promise<string[]> {
      if (keys.length === 0) {
        return [];
      }
      const rows = await db.selectFrom('jobs').select('singleton_key').where('singleton_key', 'in', keys).execute();
      return rows.map((row) => row.singleton_key!);
    },

    /** Marks a reminder sent under its unique key; false when another process already did (nothing written). */
    async claim(key: string, payload: unknown, now: string, trx: Executor = db): Promise<boolean> {
      const claimed = await trx
        .insertInto('jobs')
        .values({
          name: 'daily-reminder',
          payload: JSON.stringify(payload),
          singleton_key: key,
          status: 'done',
          attempts: 1,
          run_at: now,
          created_at: now,
        })
        .onConflict((conflict) => conflict.column('singleton_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /**
     * The start instants of the reservations on a user's timetable (created, responsible, invited and not declined,
     * or in an attending group), not rejected, starting in [from, to) and, with `endsAfter`, not ended by then.
     */
    async startsOnTimetable(
      userId: number,
      from: string,
      to: string,
      trx: Executor = db,
      endsAfter?: string,
    ): Promise<string[]> {
      const involved = trx
        .selectFrom('reservations')
        .select('id')
        .where((eb) => eb.or([eb('creator_id', '=', userId), eb('person_responsible_id', '=', userId)]))
        .union(
          trx
            .selectFrom('reservation_invitations')
            .select('reservation_id as id')
            .where('user_id', '=', userId)
            .where('status', '!=', 'declined'),
        )
        .union(
          trx
            .selectFrom('reservation_groups')
            .innerJoin('group_users', 'group_users.group_id', 'reservation_groups.group_id')
            .select('reservation_groups.reservation_id as id')
            .where('group_users.user_id', '=', userId),
        );
      const rows = await trx
        .selectFrom('reservations')
        .select('starts_at')
        .where('id', 'in', involved)
        .where('status', '!=', 'rejected')
        .where('starts_at', '>=', from)
        .where('starts_at', '<', to)
        .$if(endsAfter !== undefined, (query) => query.where('ends_at', '>', endsAfter!))
        .execute();
      return rows.map((row) => row.starts_at);
    },
  };
}
export type ReminderRepository = ReturnType<typeof createReminderRepository>;
