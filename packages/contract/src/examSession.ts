import { shiftDate, weekStart } from './time/civilDate.js';

/**
 * A period's exam session as local dates `from`..`to` (both included; issue 36): its teaching weeks run from the
 * Monday of its first day's week, its exam weeks straight after; cut at the period's last day. Null without week
 * counts or without exam weeks. Pure and zod-free: the server carries it, the periods screen draws it.
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
  const from = shiftDate(weekStart(period.starts_on), 7 * period.teaching_weeks);
  const last = shiftDate(from, 7 * period.exam_weeks - 1);
  const to = last < period.ends_on ? last : period.ends_on;
  return from <= to ? { from, to } : null;
}
