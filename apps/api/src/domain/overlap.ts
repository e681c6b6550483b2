/** A half-open time interval `[start, end)` in epoch milliseconds: touching ends do not overlap. */
export interface Interval {
  start: number;
  end: number;
}

export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The most intervals that run at one instant inside `window` (each interval is clipped to it). */
export function peakConcurrency(intervals: readonly Interval[], window: Interval): number {
  const edges: { at: number; delta: number }[] = [];
  for (const interval of intervals) {
    const start = Math.max(interval.start, window.start);
    const end = Math.min(interval.end, window.end);
    if (start < end) {
      edges.push({ at: start, delta: 1 }, { at: end, delta: -1 });
    }
  }
  // Ends sort before starts at the same instant, so touching intervals never count together.
  edges.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let current = 0;
  let peak = 0;
  for (const edge of edges) {
    current += edge.delta;
    peak = Math.max(peak, current);
  }
  return peak;
}

/** True when one more interval fits among `existing` on something with `spaces` places. */
export function fitsAmong(candidate: Interval, existing: readonly Interval[], spaces: number): boolean {
  return peakConcurrency(existing, candidate) + 1 <= spaces;
}

export interface Clash<C, E> {
  candidate: C;
  /** The existing intervals that overlap the candidate (all of them, for the clash list). */
  with: E[];
}

/**
 * Intervals ordered by start, for finding those that overlap an interval without looking at all of them: a long
 * write's series is checked against the thousands of reservations standing on its room over its year (a scan of
 * all of them for each occurrence took 6-10 ms of the event loop per room, issue 13 finding 4).
 */
class IntervalsByStart<T extends Interval> {
  /** Each interval with its position in the order they were added, sorted by start. */
  private readonly entries: { interval: T; position: number }[] = [];
  private added = 0;
  /** The longest interval's length: none that starts earlier than this before an instant reaches it. */
  private longest = 0;

  constructor(intervals: readonly T[] = []) {
    for (const interval of intervals) {
      this.entries.push({ interval, position: this.added++ });
      this.longest = Math.max(this.longest, interval.end - interval.start);
    }
    this.entries.sort((a, b) => a.interval.start - b.interval.start);
  }

  add(interval: T): void {
    this.entries.splice(this.firstStartingAtOrAfter(interval.start), 0, { interval, position: this.added++ });
    this.longest = Math.max(this.longest, interval.end - interval.start);
  }

  /** The intervals that overlap `interval`, in the order they were added. */
  overlapping(interval: Interval): T[] {
    const found: { interval: T; position: number }[] = [];
    for (
      let index = this.firstStartingAtOrAfter(interval.end) - 1;
      index >= 0 && this.entries[index]!.interval.start > interval.start - this.longest;
      index -= 1
    ) {
      if (intervalsOverlap(this.entries[index]!.interval, interval)) {
        found.push(this.entries[index]!);
      }
    }
    return found.sort((a, b) => a.position - b.position).map((entry) => entry.interval);
  }

  private firstStartingAtOrAfter(instant: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.entries[middle]!.interval.start < instant) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  }
}

/**
 * Checks new intervals on one item, in order, against what is already there and against each other. Returns the
 * candidates that do not fit; an empty list means all fit.
 */
export function findClashes<C extends Interval, E extends Interval>(
  candidates: readonly C[],
  existing: readonly E[],
  spaces: number,
): Clash<C, E>[] {
  const clashes: Clash<C, E>[] = [];
  const standing = new IntervalsByStart(existing);
  const accepted = new IntervalsByStart<Interval>();
  for (const candidate of candidates) {
    const around = standing.overlapping(candidate);
    if (fitsAmong(candidate, [...around, ...accepted.overlapping(candidate)], spaces)) {
      accepted.add(candidate);
    } else {
      clashes.push({ candidate, with: around });
    }
  }
  return clashes;
}
