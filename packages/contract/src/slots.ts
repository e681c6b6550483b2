import type { TimeOfDay, TimeSpan } from './time/clock.js';

const at = (hours: number, minutes = 0): TimeOfDay => ({ hours, minutes });

/** The university's default academic slots (spec 9); resource settings may override them. */
export const DEFAULT_AVAILABLE_SLOTS: readonly TimeSpan[] = [
  { from: at(7), to: at(8) },
  { from: at(8), to: at(8, 20) },
  { from: at(8, 20), to: at(9, 50) },
  { from: at(10), to: at(11, 30) },
  { from: at(12), to: at(13, 30) },
  { from: at(13, 40), to: at(15, 10) },
  { from: at(15, 20), to: at(16, 50) },
  { from: at(17), to: at(18, 30) },
  { from: at(18, 40), to: at(20, 10) },
];

/** The default forbidden gaps (spec 9): nothing may be reserved over them, except inside a multi-slot lecture. */
export const DEFAULT_FORBIDDEN_SLOTS: readonly TimeSpan[] = [
  { from: at(0), to: at(7) },
  { from: at(9, 50), to: at(10) },
  { from: at(11, 30), to: at(12) },
  { from: at(13, 30), to: at(13, 40) },
  { from: at(15, 10), to: at(15, 20) },
  { from: at(16, 50), to: at(17) },
  { from: at(18, 30), to: at(18, 40) },
  { from: at(20, 10), to: at(24) },
];
