import { shiftDate, weekStart } from './time/civilDate.js';

/**
 * The exam session a period's week counts suggest, as local dates `from`..`to` (both included; issue 36): its
 * teaching weeks run from the Monday of its first day's week, its exam weeks straight after; cut at the period's
 * first and last day (without teaching weeks, a period of exams only, its first exam week is the week it starts in,
 * from its first day). Null without week counts or without exam weeks. The office sets the session's dates
 * (`exams_from`, `exams_to`); this is what a period left without them gets, and what the periods form suggests.
 * Pure and zod-free.
 */
export function examSessionOf(period: {
  starts_on: string;
  ends_on: string;
  teaching_weeks: number | null;
  exam_weeks: number | null;
}): { from: string; to: string } | null {
  if (period.teaching_weeks === null || period.exam_weeks === null || period.exam_weeks <= 0) {
    return null;
  }
  const first = shiftDate(weekStart(period.starts_on), 7 * period.teaching_weeks);
  const last = shiftDate(first, 7 * period.exam_weeks - 1);
  const from = first > period.starts_on ? first : period.starts_on;
  const to = last < period.ends_on ? last : period.ends_on;
  return from <= to ? { from, to } : null;
}

/**
 * Whether a reservation is teaching (issue 36): a repeating lecture that names a group, as a group timetable's
 * lectures are. Teaching is not held in an exam session: its dates there are left out (skipped, reason `exams`),
 * with or without "skip conflicting dates"; a single booking (an exam, a consultation) and any event are not.
 */
export function isTeaching(reservation: { type: string; groups: readonly unknown[]; repeater?: unknown }): boolean {
  return reservation.type === 'lecture' && reservation.groups.length > 0 && Boolean(reservation.repeater);
}
