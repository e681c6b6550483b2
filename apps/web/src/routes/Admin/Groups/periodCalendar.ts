import type { Period } from '@laikas/contract';
import { shiftDate, weekStart } from '@laikas/contract/time';

/**
 * What a day is: teaching, exams, a holiday (a whole-day institution-wide blackout), a day of the period without
 * lectures (a weekend, the days after its teaching weeks or its exam session), or outside the period.
 */
export type PeriodDayKind = 'teaching' | 'exam' | 'holiday' | 'free' | 'outside';

/** Saturday or Sunday (`YYYY-MM-DD`; the week starts on Monday). */
const isWeekend = (date: string) => shiftDate(weekStart(date), 5) <= date;

/**
 * What each day of a period is (issue 36), as the periods screen marks its small calendar: its exam session as the
 * office set it (every day of it), the weekdays of its teaching weeks from its first Monday's week (without a count,
 * the days before the session; without either, the whole period), its holidays over both, and every other day of the
 * period, to its last, a day without lectures. Pure.
 */
export function periodDayOf(
  period: Pick<Period, 'starts_on' | 'ends_on' | 'teaching_weeks' | 'exams_from' | 'exams_to' | 'blackouts'>,
): (date: string) => { kind: PeriodDayKind; holiday?: string } {
  // The exam days are the server's (the grids draw the same session).
  const exams = period.exams_from && period.exams_to ? { from: period.exams_from, to: period.exams_to } : null;
  // Teaching runs its counted weeks; without a count, until the exam session (the whole period without either).
  const teachingEnd =
    period.teaching_weeks === null
      ? (exams?.from ?? null)
      : shiftDate(weekStart(period.starts_on), 7 * period.teaching_weeks);
  return (date) => {
    if (date < period.starts_on || date > period.ends_on) {
      return { kind: 'outside' };
    }
    const holiday = period.blackouts.find(
      (blackout) => blackout.all_day && blackout.from <= date && date <= blackout.to,
    );
    if (holiday) {
      return { kind: 'holiday', holiday: holiday.name };
    }
    if (exams !== null && exams.from <= date && date <= exams.to) {
      return { kind: 'exam' };
    }
    return (teachingEnd === null || date < teachingEnd) && !isWeekend(date) ? { kind: 'teaching' } : { kind: 'free' };
  };
}
