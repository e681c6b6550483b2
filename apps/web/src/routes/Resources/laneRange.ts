import { shiftDate, type CivilDate } from '@laikas/contract/time';
import { getWeekDates, getWeekStart } from '@laikas/timetable-grid/layout';

export const laneViews = ['day', 'week'] as const;
export type LaneView = (typeof laneViews)[number];

/** The stored view, or the day: a day's lanes are wide enough to read each reservation. */
export function readStoredView(text: string | null): LaneView {
  return laneViews.find((view) => view === text) ?? 'day';
}

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
      return shiftDate(anchor, steps);
    case 'week':
      return shiftDate(getWeekStart(anchor), 7 * steps);
    default:
      return view satisfies never;
  }
}

/** Whether the view already shows today (the "current" button has nothing to do then). */
export function showsToday(anchor: CivilDate, view: LaneView, today: CivilDate): boolean {
  return getLaneDates(anchor, view).includes(today);
}

/** A list kept in local storage, read back defensively: anything but a list is none, an item `isItem` rejects dropped. */
function readStoredList<T>(text: string | null, isItem: (item: unknown) => item is T): T[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

const isId = (id: unknown): id is number => Number.isInteger(id) && (id as number) > 0;

/** Ids kept in local storage: anything but a list of positive integers is dropped. */
export function readStoredIds(text: string | null): number[] {
  return readStoredList(text, isId);
}

/** A chosen person as stored locally (`value` is the user id), read back defensively like the ids. */
export interface StoredPerson {
  value: number;
  label: string;
}

export function readStoredPeople(text: string | null): StoredPerson[] {
  return readStoredList(
    text,
    (person): person is StoredPerson =>
      typeof person === 'object' &&
      person !== null &&
      isId((person as StoredPerson).value) &&
      typeof (person as StoredPerson).label === 'string',
  );
}
