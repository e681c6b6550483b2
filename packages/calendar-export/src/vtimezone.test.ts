import { describe, expect, it } from 'vitest';
import { buildVTimezone } from './vtimezone.js';

describe('buildVTimezone', () => {
  // A walk's calendar feed read at 08:14:16 local said summer time began at 03:14 on 28 March and winter time held
  // from 08:14:16 on 5 November: the moment of reading leaked into the zone.
  it('should put each change at its own minute and begin on the start day, whatever moment the span starts', () => {
    expect(
      buildVTimezone('Europe/Vilnius', new Date('2026-11-05T06:14:16Z'), new Date('2027-06-01T00:00:00Z')),
    ).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Vilnius',
      'BEGIN:STANDARD',
      'DTSTART:20261105T000000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0200',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270328T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0300',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ]);
  });

  it('should write the autumn change as the summer wall clock it ends', () => {
    const lines = buildVTimezone('Europe/Vilnius', new Date('2027-06-01T10:37:00Z'), new Date('2027-12-01T00:00:00Z'));
    expect(lines.slice(2, 12)).toEqual([
      'BEGIN:DAYLIGHT',
      'DTSTART:20270601T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20271031T040000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0200',
      'END:STANDARD',
    ]);
  });
});
