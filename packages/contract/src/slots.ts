/** A clock time within a day, as the client sends and reads it: `{ hours, minutes }`. */
export interface TimeOfDay {
  hours: number;
  minutes: number;
}

/** A span of one day, from one clock time to another (`to` may be 24:00). */
export interface TimeSpan {
  from: TimeOfDay;
  to: TimeOfDay;
}

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

/** Minutes since midnight of a clock time. */
export function toMinutes(time: TimeOfDay): number {
  return time.hours * 60 + time.minutes;
}

/** The clock time `minutes` after midnight (0..1440). */
export function fromMinutes(minutes: number): TimeOfDay {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** `HH:MM` of a clock time. */
export function formatTimeOfDay(time: TimeOfDay): string {
  return `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
}

/** Parses `HH:MM` (or `HH:MM:SS`) into a clock time; `undefined` when malformed. */
export function parseTimeOfDay(text: string): TimeOfDay | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (!match) {
    return undefined;
  }
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) {
    return undefined;
  }
  return { hours, minutes };
}
