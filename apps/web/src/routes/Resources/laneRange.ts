import { addDaysToDate, addWeeks, getWeekDates, getWeekStart, type CivilDate } from '@laikas/timetable-grid';

export const laneViews = ['day', 'week'] as const;
export type LaneView = (typeof laneViews)[number];

/** The days a lane screen shows: the anchor day alone, or the Monday-to-Sunday week that holds it. */
export function getLaneDates(anchor: CivilDate, view: LaneView): CivilDate[] {
  switch (view) {
    case 'day':
      return [anchor];
    case 'week':
      return getWeekDates(anchor);
    default:
      return view satisfies never;
  }
}

/** The anchor one step away: a day in the day view, a week (landing on its Monday) in the week view. */
export function stepLaneAnchor(anchor: CivilDate, view: LaneView, steps: number): CivilDate {
  switch (view) {
    case 'day':
      return addDaysToDate(anchor, steps);
    case 'week':
      return addWeeks(getWeekStart(anchor), steps);
    default:
      return view satisfies never;
  }
}

/** Whether the view already shows today (the "current" button has nothing to do then). */
export function showsToday(anchor: CivilDate, view: LaneView, today: CivilDate): boolean {
  return getLaneDates(anchor, view).includes(today);
}

/** Ids kept in local storage, read back defensively: anything but a list of positive integers is dropped. */
export function readStoredIds(text: string | null): number[] {
  if (!text) {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}
