import { formatTimeOfDay, fromMinutes } from '@laikas/contract/time';

/** `10:00–11:30` of two minutes of a day. */
export function formatMinuteSpan(from: number, to: number): string {
  return `${formatTimeOfDay(fromMinutes(from))}–${formatTimeOfDay(fromMinutes(to))}`;
}
