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
 * Checks new intervals on one item, in order, against what is already there and against each other. Returns the
 * candidates that do not fit; an empty list means all fit.
 */
export function findClashes<C extends Interval, E extends Interval>(
  candidates: readonly C[],
  existing: readonly E[],
  spaces: number,
): Clash<C, E>[] {
  const clashes: Clash<C, E>[] = [];
  const accepted: Interval[] = [];
  for (const candidate of candidates) {
    const around = existing.filter((interval) => intervalsOverlap(interval, candidate));
    const aroundAccepted = accepted.filter((interval) => intervalsOverlap(interval, candidate));
    if (fitsAmong(candidate, [...around, ...aroundAccepted], spaces)) {
      accepted.push(candidate);
    } else {
      clashes.push({ candidate, with: around });
    }
  }
  return clashes;
}
