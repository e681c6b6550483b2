import { toInstant, toZonedDayMinute, type CivilDate, type InstantInput } from './dateAdapter';
import { MINUTES_PER_DAY, type MinuteSpan } from './slots';

/**
 * A time nothing may be reserved (issue 36): a holiday, a room's own unavailability. The host passes them in as
 * data, like events: `from` and `to` are instants (`[from, to)`), `label` names it on hover and for screen readers.
 */
export interface TimetableClosure {
  from: InstantInput;
  to: InstantInput;
  /** "Holiday: Christmas", "Closed: renovation": shown as it is, in the host's language. */
  label: string;
  /** In a lane grid, the row it closes; left out, every row (a holiday). */
  rowId?: string | number;
  /**
   * `false`: a time marked, not closed (an exam session: exams are booked in rooms): drawn hatched and named in a
   * colour of its own, and its free time is still offered. Left out or `true`: closed, never offered.
   */
  closes?: boolean;
}

/** The part of a closure on one local day, in wall-clock minutes of that day. */
export interface ClosedSpan extends MinuteSpan {
  label: string;
  rowId?: string | number;
  /** A marked time (`closes: false`): drawn, not refused. */
  marked?: true;
}

/** The spans of `spans` that close their time (holidays, rooms closed), leaving out the only marked ones. */
export function closingSpans<T extends { marked?: true }>(spans: readonly T[] | undefined): T[] {
  return (spans ?? []).filter((span) => span.marked !== true);
}

/**
 * The closures' parts on each of `dates` (local days in `timeZone`), by start; a day without any is left out. A
 * closure that ends at midnight does not reach into the next day; one whose times cannot be read is left out.
 */
export function getClosedSpans(
  closures: readonly TimetableClosure[],
  dates: readonly CivilDate[],
  timeZone: string,
): Map<CivilDate, ClosedSpan[]> {
  const byDate = new Map<CivilDate, ClosedSpan[]>();
  for (const closure of closures) {
    const startInstant = toInstant(closure.from);
    const endInstant = toInstant(closure.to);
    if (!(endInstant > startInstant)) {
      continue;
    }
    const start = toZonedDayMinute(startInstant, timeZone);
    const end = toZonedDayMinute(endInstant, timeZone);
    for (const date of dates) {
      const from = date === start.date ? start.minutes : date > start.date ? 0 : MINUTES_PER_DAY;
      const to = date === end.date ? end.minutes : date < end.date ? MINUTES_PER_DAY : 0;
      if (from < to) {
        const span: ClosedSpan = { from, to, label: closure.label };
        if (closure.rowId !== undefined) {
          span.rowId = closure.rowId;
        }
        if (closure.closes === false) {
          span.marked = true;
        }
        byDate.set(date, [...(byDate.get(date) ?? []), span]);
      }
    }
  }
  for (const spans of byDate.values()) {
    spans.sort((a, b) => a.from - b.from || a.to - b.to);
  }
  return byDate;
}

/**
 * The first of `spans` that closes some of `span` (a marked time never does), or undefined: the closure a refused
 * selection runs into, named to the person, or the one a kept reservation takes place in. Input by start.
 */
export function findClosingSpan<T extends ClosedSpan>(
  span: MinuteSpan,
  spans: readonly T[] | undefined,
): T | undefined {
  return (spans ?? []).find((closed) => closed.marked !== true && closed.from < span.to && span.from < closed.to);
}
