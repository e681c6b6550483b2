/** The pending-request count after a change; it never goes below zero (an extra decrement is a no-op). */
export function changePendingCount(count: number, delta: 1 | -1): number {
  return Math.max(0, count + delta);
}
