import { describe, expect, it } from 'vitest';
import { offsetChangesBetween } from './zoneChanges.js';

const changes = (timeZone: string, start: string, end: string) =>
  offsetChangesBetween(timeZone, new Date(start), new Date(end)).map(({ date, offset }) => [
    date.toISOString(),
    offset,
  ]);

describe('offsetChangesBetween', () => {
  it('should find the minute a zone changes, whatever minute the scan starts at', () => {
    // Vilnius goes to summer time on 28 March 2027 at 03:00 local, 01:00 UTC.
    for (const start of ['2026-11-05T00:00:00Z', '2026-11-05T06:14:16Z', '2026-11-05T23:59:59Z']) {
      expect(changes('Europe/Vilnius', start, '2027-12-01T00:00:00Z'), start).toEqual([
        ['2027-03-28T01:00:00.000Z', 180],
        ['2027-10-31T01:00:00.000Z', 120],
      ]);
    }
  });

  it('should find a change on the half hour', () => {
    // Lord Howe Island moves from +10:30 to +11:00 at 02:00 local on 4 October 2026 (15:30 UTC the day before).
    expect(changes('Australia/Lord_Howe', '2026-06-01T00:00:00Z', '2026-12-01T00:00:00Z')).toEqual([
      ['2026-10-03T15:30:00.000Z', 660],
    ]);
  });

  it('should find none in a zone without changes', () => {
    expect(changes('Asia/Tokyo', '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual([]);
  });
});
