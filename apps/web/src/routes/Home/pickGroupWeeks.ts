import type { CivilDate } from '@laikas/contract/time';
import { getWeekDates } from '@laikas/timetable-grid/layout';

/** The part of a group timetable that decides whether Home shows it: its period's first and last day. */
interface Dated {
  period: { starts_on: CivilDate; ends_on: CivilDate };
}

/** The timetables Home shows, the week of them it shows (`from`–`to`), and the day their period starts if to come. */
export interface GroupWeeks<T> {
  timetables: T[];
  from: CivilDate;
  to: CivilDate;
  startsOn?: CivilDate;
}

/**
 * Which approved timetables of the user's groups Home shows, and which week (issue 16): those whose period takes in
 * the week of `homeWeek`, that week. With none, the first week of those of the soonest period to come: a timetable
 * approved before its semester would otherwise show nowhere a student looks until the semester began.
 */
export function pickGroupWeeks<T extends Dated>(timetables: readonly T[], homeWeek: CivilDate): GroupWeeks<T> {
  const week = getWeekDates(homeWeek);
  const from = week[0]!;
  const to = week.at(-1)!;
  const current = timetables.filter(
    (timetable) => timetable.period.ends_on >= from && timetable.period.starts_on <= to,
  );
  if (current.length > 0) {
    return { timetables: current, from, to };
  }
  const soonest = timetables
    .map((timetable) => timetable.period.starts_on)
    .filter((start) => start > to)
    .sort()[0];
  if (soonest === undefined) {
    return { timetables: [], from, to };
  }
  const firstWeek = getWeekDates(soonest);
  return {
    timetables: timetables.filter((timetable) => timetable.period.starts_on === soonest),
    from: firstWeek[0]!,
    to: firstWeek.at(-1)!,
    startsOn: soonest,
  };
}
