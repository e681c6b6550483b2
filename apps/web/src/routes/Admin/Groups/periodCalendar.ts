import type { Period } from '@laikas/contract';
import { isoWeekday, shiftDate, weekStart } from '@laikas/contract/time';

/** What a day of a period is: teaching, exams, a holiday (a whole-day institution-wide blackout), or outside. */
export type PeriodDayKind = 'teaching' | 'exam' | 'holiday' | 'outside';

export interface PeriodDay {
  date: string;
  kind: PeriodDayKind;
  /** The holiday's name, for a holiday. */
  holiday?: string;
}

/** One month of the calendar: its weeks (Monday first), days of other months null. */
export interface PeriodMonth {
  /** `YYYY-MM`. */
  month: string;
  weeks: (PeriodDay | null)[][];
}

/**
 * A period's days by month (issue 36), as the periods screen draws its small year calendar: its exam session as the
 * office set it, its teaching weeks from its first Monday's week (without a count, the days before the session), and
 * its holidays over both. Pure.
 */
export function periodCalendar(
  period: Pick<Period, 'starts_on' | 'ends_on' | 'teaching_weeks' | 'exams_from' | 'exams_to' | 'blackouts'>,
): PeriodMonth[] {
  // The exam days are the server's (the grids draw the same session).
  const exams = period.exams_from && period.exams_to ? { from: period.exams_from, to: period.exams_to } : null;
  // Teaching runs its counted weeks; without a count, until the exam session (the whole period without either).
  const teachingEnd =
    period.teaching_weeks === null
      ? (exams?.from ?? null)
      : shiftDate(weekStart(period.starts_on), 7 * period.teaching_weeks);
  const kindOf = (date: string): PeriodDay => {
    if (date < period.starts_on || date > period.ends_on) {
      return { date, kind: 'outside' };
    }
    const holiday = period.blackouts.find(
      (blackout) => blackout.all_day && blackout.from <= date && date <= blackout.to,
    );
    if (holiday) {
      return { date, kind: 'holiday', holiday: holiday.name };
    }
    if (exams !== null && exams.from <= date && date <= exams.to) {
      return { date, kind: 'exam' };
    }
    return teachingEnd === null || date < teachingEnd ? { date, kind: 'teaching' } : { date, kind: 'outside' };
  };
  const months: PeriodMonth[] = [];
  for (let month = `${period.starts_on.slice(0, 7)}-01`; month <= period.ends_on;) {
    const next = `${shiftDate(month, 31).slice(0, 7)}-01`;
    const weeks: (PeriodDay | null)[][] = [];
    for (let monday = weekStart(month); monday < next; monday = shiftDate(monday, 7)) {
      weeks.push(
        Array.from({ length: 7 }, (_, index) => {
          const date = shiftDate(monday, index);
          return date < month || date >= next ? null : kindOf(date);
        }),
      );
    }
    months.push({ month: month.slice(0, 7), weeks });
    month = next;
  }
  return months;
}

/** Whether a date is a weekend day (drawn lighter). */
export const isWeekend = (date: string) => isoWeekday(date) >= 6;
