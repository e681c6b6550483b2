import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { type ReminderRepository } from '../repositories/reminders.js';
import { dailyReminderParams, NOTIFICATION_TYPES } from '../domain/notificationMessages.js';
import { shiftDate, toInstant, toLocal } from '@laikas/contract/time';
import { type NotificationService } from './notifications.js';
import { DEFAULT_REMINDER_HOUR } from './system-settings.js';

/*
 * Daily reminders (issue 14). Each user who wants one gets it once per local day, at or after their hour in the
 * institution's time zone. "Once" is decided by the database, not by a timer: the reminder of a user and a day is
 * a row of `jobs` with the unique singleton key `daily-reminder:<date>:<user>`, inserted in the same transaction as
 * the notification. Two processes on one database both try; the unique key lets one win (the other's insert does
 * nothing). A process that was down at the hour catches up on its next round the same day, because a round looks
 * for every user whose hour has passed today and who has no reminder yet; a day missed entirely is not sent late.
 */

export interface ReminderDependencies {
  db: Kysely<Database>;
  reminders: ReminderRepository;
  notifications: Pick<NotificationService, 'insert'>;
  timeZone: string;
  /** The hour of users who chose none (system settings, read each round: a change holds without a restart). */
  defaultReminderHour?: () => Promise<number>;
}

const keyOf = (date: string, userId: number) => `daily-reminder:${date}:${userId}`;

export function createReminders({ db, reminders, notifications, timeZone, defaultReminderHour }: ReminderDependencies) {
  /**
   * How many reservations on the user's timetable start today and tomorrow (local days) and are still to come at
   * `now`: one of today's that has ended by the user's hour is no "upcoming" reservation.
   */
  async function countsOf(
    trx: Transaction<Database>,
    userId: number,
    today: string,
    now: Date,
  ): Promise<[number, number]> {
    const [start, midnight, end] = [today, shiftDate(today, 1), shiftDate(today, 2)].map((date) =>
      toInstant(date, { hours: 0, minutes: 0 }, timeZone).toISOString(),
    );
    const starts = await reminders.startsOnTimetable(userId, start!, end!, trx, now.toISOString());
    const todayCount = starts.filter((startsAt) => startsAt < midnight!).length;
    return [todayCount, starts.length - todayCount];
  }

  return {
    /**
     * One round: sends every reminder that is due at `now` and not yet sent today. Answers the users reminded.
     * Safe to run in several processes at once.
     */
    async runDue(now: Date): Promise<number[]> {
      const local = toLocal(now, timeZone);
      const defaultDue =
        (defaultReminderHour ? await defaultReminderHour() : DEFAULT_REMINDER_HOUR) <= local.time.hours;
      const candidates = await reminders.recipientsDue(local.time.hours, defaultDue);
      const done = new Set<string>();
      for (let start = 0; start < candidates.length; start += 500) {
        const keys = candidates.slice(start, start + 500).map((user) => keyOf(local.date, user.id));
        (await reminders.sentKeys(keys)).forEach((key) => done.add(key));
      }
      const due = candidates.filter((user) => !done.has(keyOf(local.date, user.id)));
      const reminded: number[] = [];
      for (const user of due) {
        const sent = await inTransaction(db, async (trx) => {
          const payload = { user_id: user.id, date: local.date };
          if (!(await reminders.claim(keyOf(local.date, user.id), payload, now.toISOString(), trx))) {
            return false; // another process reminded this user today
          }
          const [today, tomorrow] = await countsOf(trx, user.id, local.date, now);
          if (today + tomorrow === 0) {
            return false; // nothing to remind of; the day is still marked done
          }
          await notifications.insert(trx, [
            {
              user_id: user.id,
              type: NOTIFICATION_TYPES.daily_reminder,
              data: JSON.stringify(dailyReminderParams(today, tomorrow)),
              read_at: null,
              created_at: now.toISOString(),
            },
          ]);
          return true;
        });
        if (sent) {
          reminded.push(user.id);
        }
      }
      return reminded;
    },
  };
}
export type Reminders = ReturnType<typeof createReminders>;
