import { type WeekdayKey, weekdayKeys } from '@laikas/contract';
import { shiftDate } from '@laikas/contract/time';

export * from './itcFormat.js';
import { type ItcClass, type ItcPlacement, type ItcRoom, type ItcTime, MINUTES_PER_SLOT } from './itcFormat.js';

/*
 * The ITC 2019 timetabling format (https://www.itc2019.org/format) as far as bookings need it: rooms with their
 * capacity and unavailabilities, classes with their time options, and a solution's placements with enrolled
 * students. Times are 5-minute slots from midnight; `days` and `weeks` are bit strings read by character
 * (character 0 is Monday, or week 1), never as binary numbers.
 */

/** A run of weeks with a fixed step: weeks `first`, `first + step`, … (`count` of them; 0-based). */
export interface WeekRun {
  first: number;
  step: number;
  count: number;
}

/**
 * Splits a week bit string into as few evenly stepped runs as a greedy pass finds: every week, odd or even weeks
 * and halves of the semester are one run each, so each becomes one weekly series with an interval.
 */
export function weekRuns(weeks: string): WeekRun[] {
  const left = new Set<number>();
  for (let index = 0; index < weeks.length; index += 1) {
    if (weeks[index] === '1') {
      left.add(index);
    }
  }
  const runs: WeekRun[] = [];
  while (left.size > 0) {
    const first = Math.min(...left);
    let best: WeekRun = { first, step: 1, count: 1 };
    for (let step = 1; first + step < weeks.length; step += 1) {
      let count = 1;
      while (left.has(first + count * step)) {
        count += 1;
      }
      if (count > best.count) {
        best = { first, step, count };
      }
    }
    for (let index = 0; index < best.count; index += 1) {
      left.delete(best.first + index * best.step);
    }
    runs.push(best);
  }
  return runs;
}

/** One weekly series of an ITC placement: the repeat rule, its first date and its clock times in minutes. */
export interface SeriesPlan {
  /** Which run of the placement's weeks (the import key's last part). */
  run: number;
  firstDate: string;
  until: string;
  interval: number;
  weekdays: WeekdayKey[];
  startMinutes: number;
  endMinutes: number;
  /** Every date of the series (what the rule expands to). */
  dates: string[];
}

/** The weekly series of days × weeks at a time, with week 1 starting on `monday`. */
export function seriesOf(time: ItcTime, monday: string): SeriesPlan[] {
  const dayIndexes = [...time.days].flatMap((bit, index) => (bit === '1' ? [index] : []));
  if (dayIndexes.length === 0) {
    return [];
  }
  return weekRuns(time.weeks).map((run, index) => {
    const dates: string[] = [];
    for (let week = 0; week < run.count; week += 1) {
      for (const day of dayIndexes) {
        dates.push(shiftDate(monday, 7 * (run.first + week * run.step) + day));
      }
    }
    return {
      run: index,
      firstDate: dates[0]!,
      until: dates.at(-1)!,
      interval: run.step,
      weekdays: dayIndexes.map((day) => weekdayKeys[day]!),
      startMinutes: time.start * MINUTES_PER_SLOT,
      endMinutes: (time.start + time.length) * MINUTES_PER_SLOT,
      dates,
    };
  });
}

/** The length of a placement: from the class's time option with the same days, start and weeks. */
export function lengthOf(placement: ItcPlacement, itcClass: ItcClass): number | undefined {
  return itcClass.times.find(
    (time) => time.days === placement.days && time.start === placement.start && time.weeks === placement.weeks,
  )?.length;
}

/**
 * A room's unavailabilities as local date spans (minutes of the day, the end may be 1440): `index` is the
 * `<unavailable>` it comes from, `week` and `day` its place in the semester (0-based, from week 1's Monday).
 */
export function unavailableSpans(
  room: ItcRoom,
  monday: string,
): { index: number; week: number; day: number; date: string; startMinutes: number; endMinutes: number }[] {
  return room.unavailable.flatMap((time, index) => {
    const spans = [];
    for (let week = 0; week < time.weeks.length; week += 1) {
      if (time.weeks[week] !== '1') {
        continue;
      }
      for (let day = 0; day < time.days.length; day += 1) {
        if (time.days[day] === '1') {
          spans.push({
            index,
            week,
            day,
            date: shiftDate(monday, 7 * week + day),
            startMinutes: time.start * MINUTES_PER_SLOT,
            endMinutes: Math.min(1440, (time.start + time.length) * MINUTES_PER_SLOT),
          });
        }
      }
    }
    return spans;
  });
}

/** Whether `[start, end)` lies wholly within the union of `spans` (half-open intervals, epoch milliseconds). */
export function coveredBy(
  interval: { start: number; end: number },
  spans: readonly { start: number; end: number }[],
): boolean {
  let reached = interval.start;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start > reached) {
      break;
    }
    reached = Math.max(reached, span.end);
  }
  return reached >= interval.end;
}

/**
 * The Monday of week 1 that dates were imported with, given the days (counted from that Monday) they may fall on: the
 * one that places the most of them on those days, `monday` among equals, else the earliest. Not simply the first date
 * less the first day: some of the days may be gone (copies removed, the office's edits). `dates` is not empty.
 */
export function inferMonday(dates: readonly string[], days: readonly number[], monday: string): string {
  const placed = new Map<string, number>();
  for (const date of dates) {
    for (const day of new Set(days)) {
      const start = shiftDate(date, -day);
      placed.set(start, (placed.get(start) ?? 0) + 1);
    }
  }
  const most = Math.max(...placed.values());
  if ((placed.get(monday) ?? 0) === most) {
    return monday;
  }
  return [...placed].filter(([, count]) => count === most).sort(([a], [b]) => a.localeCompare(b))[0]![0];
}
