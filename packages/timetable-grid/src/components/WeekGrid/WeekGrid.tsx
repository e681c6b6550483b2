import { useMemo } from 'react';
import { getWeekDates, type CivilDate, type TimetableEvent } from '../../layout';
import { TimeGrid, type TimeGridProps } from '../TimeGrid';

export interface WeekGridProps<T extends TimetableEvent = TimetableEvent> extends Omit<TimeGridProps<T>, 'dates'> {
  /** Any date of the week to show (`YYYY-MM-DD`); the week runs Monday to Sunday. */
  week: CivilDate;
}

/** A week of events: seven day columns, Monday first, time as rows. */
export function WeekGrid<T extends TimetableEvent>({ week, ...props }: WeekGridProps<T>) {
  const dates = useMemo(() => getWeekDates(week), [week]);
  return <TimeGrid dates={dates} {...props} />;
}
