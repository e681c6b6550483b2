import { offsetAt, offsetChangesBetween } from '@laikas/contract/time';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `+0300` / `-0500` of an offset in minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}

/** `YYYYMMDDTHHMMSS` of an instant's wall clock at a fixed UTC offset. */
function wallClockAtOffset(instant: Date, offsetMinutes: number): string {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return (
    `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}${pad(shifted.getUTCSeconds())}`
  );
}

/** `YYYYMMDDTHHMMSS` of an instant's wall clock in a time zone (a floating date-time). */
export function formatLocalDateTime(instant: Date, timeZone: string): string {
  return wallClockAtOffset(instant, offsetAt(timeZone, instant));
}

/**
 * A VTIMEZONE for a time zone between two instants (RFC 5545 3.6.5), built from the zone's actual
 * offset changes rather than a hand-written rule, so any IANA zone works: one observance for the
 * offset at `start`, then one per change. Changes that raise the offset above the lowest offset seen
 * are DAYLIGHT, the rest STANDARD.
 */
export function buildVTimezone(timeZone: string, start: Date, end: Date): string[] {
  const initial = offsetAt(timeZone, start);
  const changes = offsetChangesBetween(timeZone, start, end);
  const standardOffset = Math.min(initial, ...changes.map((change) => change.offset));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const observance = (onset: string, from: number, to: number) => {
    const kind = to > standardOffset ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${onset}`,
      `TZOFFSETFROM:${formatOffset(from)}`,
      `TZOFFSETTO:${formatOffset(to)}`,
      `END:${kind}`,
    );
  };
  // The offset in force at the start holds from the start of its day (not from the second the file was made).
  observance(`${wallClockAtOffset(start, initial).slice(0, 8)}T000000`, initial, initial);
  let previous = initial;
  for (const change of changes) {
    // An onset is written as the wall clock in force just before it (RFC 5545: local time, offset "from").
    observance(wallClockAtOffset(change.date, previous), previous, change.offset);
    previous = change.offset;
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
