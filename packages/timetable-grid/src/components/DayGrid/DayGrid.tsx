import { useMemo } from 'react';
import type { CivilDate, TimetableEvent } from '../../layout';
import { TimeGrid, type TimeGridProps } from '../TimeGrid';

export interface DayGridProps<T extends TimetableEvent = TimetableEvent> extends Omit<TimeGridProps<T>, 'dates'> {
  /** The day to show (`YYYY-MM-DD`). */
  date: CivilDate;
}

/** One day of events as a single column, time as rows. */
export function DayGrid<T extends TimetableEvent>({ date, ...props }: DayGridProps<T>) {
  const dates = useMemo(() => [date], [date]);
  return <TimeGrid dates={dates} {...props} />;
}
