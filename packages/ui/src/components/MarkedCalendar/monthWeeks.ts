import { shiftDate, weekStart } from '@laikas/contract/time';

/** One month of a calendar: its weeks (Monday first), the days of other months null. */
export interface CalendarMonth {
  /** `YYYY-MM`. */
  month: string;
  /** `YYYY-MM-DD` or null, seven a week. */
  weeks: (string | null)[][];
}

/** Every month `from`..`to` touches (dates `YYYY-MM-DD`, `from` first), each as its weeks from Monday. Pure. */
export function monthWeeks(from: string, to: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to;) {
    const next = `${shiftDate(month, 31).slice(0, 7)}-01`;
    const weeks: (string | null)[][] = [];
    for (let monday = weekStart(month); monday < next; monday = shiftDate(monday, 7)) {
      weeks.push(
        Array.from({ length: 7 }, (_, index) => {
          const date = shiftDate(monday, index);
          return date < month || date >= next ? null : date;
        }),
      );
    }
    months.push({ month: month.slice(0, 7), weeks });
    month = next;
  }
  return months;
}
