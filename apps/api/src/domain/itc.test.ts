import { describe, expect, it } from 'vitest';
import { expandDates } from './repeater.js';
import { render } from '../i18n/index.js';
import {
  coveredBy,
  inferMonday,
  ItcFormatError,
  lengthOf,
  parseProblem,
  parseSolution,
  seriesOf,
  unavailableSpans,
  weekRuns,
} from './itc.js';

/** What a refused file's message says to an English reader (the domain throws codes, issue 28). */
function englishOf(read: () => unknown): string | undefined {
  try {
    read();
  } catch (error) {
    return error instanceof ItcFormatError ? render(error.reason, 'en') : String(error);
  }
  return undefined;
}

const PROBLEM = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE problem PUBLIC "-//ITC 2019//DTD Problem Format/EN" "http://www.itc2019.org/competition-format.dtd">
<problem name="tiny" nrDays="7" slotsPerDay="288" nrWeeks="4">
  <rooms>
    <room id="1" capacity="20"><travel room="2" value="1"/><unavailable days="1000000" start="0" length="288" weeks="1000"/></room>
    <room id="2" capacity="5"/>
  </rooms>
  <courses>
    <course id="7"><config id="1"><subpart id="1">
      <class id="1" limit="10"><room id="1" penalty="0"/><time days="0010100" start="150" length="15" weeks="1111" penalty="0"/></class>
      <class id="2" limit="3" room="false"><time days="1000000" start="100" length="12" weeks="1010" penalty="0"/></class>
    </subpart></config></course>
  </courses>
</problem>`;

describe('parseProblem', () => {
  it('should read rooms, unavailabilities and classes of a file with a byte-order mark and a DTD', () => {
    const problem = parseProblem(PROBLEM);
    expect(problem).toMatchObject({ name: 'tiny', nrDays: 7, nrWeeks: 4, slotsPerDay: 288 });
    expect(problem.rooms).toEqual([
      { id: '1', capacity: 20, unavailable: [{ days: '1000000', start: 0, length: 288, weeks: '1000' }] },
      { id: '2', capacity: 5, unavailable: [] },
    ]);
    expect(problem.classes.get('1')).toMatchObject({ courseId: '7', limit: 10, needsRoom: true });
    expect(problem.classes.get('2')).toMatchObject({ needsRoom: false });
  });

  it.each([
    { name: 'not XML', text: '<problem', message: /well-formed|no <problem>/ },
    { name: 'another root', text: '<solution name="x"/>', message: /no <problem>/ },
    {
      name: 'weeks of the wrong length',
      text: PROBLEM.replace('weeks="1111"', 'weeks="111"'),
      message: /weeks="111"/,
    },
    { name: 'a missing capacity', text: PROBLEM.replace(' capacity="5"', ''), message: /room id="2".*capacity/ },
  ])('should refuse $name with a message naming the place', ({ text, message }) => {
    expect(() => parseProblem(text)).toThrow(ItcFormatError);
    expect(englishOf(() => parseProblem(text))).toMatch(message);
  });

  // Issue 13, finding 5: client-sent nesting is capped everywhere, an uploaded XML file too (fast-xml-parser's
  // nested-tag limit), so a deep file is a format error, never a stack overflow.
  it('should refuse a file nested 100,000 elements deep as not well-formed', () => {
    const deep = PROBLEM.replace('</problem>', `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</problem>`);
    expect(() => parseProblem(deep)).toThrow(ItcFormatError);
    expect(englishOf(() => parseProblem(deep))).toBe('The file nests its elements more than 100 levels deep');
  });

  it.each([
    {
      name: 'an entity bomb',
      text: `<?xml version="1.0"?><!DOCTYPE problem [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>
<problem name="&b;" nrDays="7" slotsPerDay="288" nrWeeks="1"><rooms/><courses/></problem>`,
    },
    {
      name: 'an external entity',
      text: `<?xml version="1.0"?><!DOCTYPE problem [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<problem name="&x;" nrDays="7" slotsPerDay="288" nrWeeks="1"><rooms/><courses/></problem>`,
    },
    {
      name: 'an internal DTD subset',
      text: `<?xml version="1.0"?><!DOCTYPE problem SYSTEM "x.dtd" [ <!ATTLIST problem name CDATA "x"> ]>
<problem name="p" nrDays="7" slotsPerDay="288" nrWeeks="1"><rooms/><courses/></problem>`,
    },
  ])('should refuse a file with $name, expanding nothing', ({ text }) => {
    expect(englishOf(() => parseProblem(text))).toBe('The file declares its own DTD or entities, which are refused');
  });
});

describe('parseSolution', () => {
  it('should read placements, their room and students, and classes without a room', () => {
    const solution = parseSolution(`\uFEFF<?xml version="1.0" encoding="utf-8"?>
<solution name="tiny" author="InÃªs">
  <class id="1" days="0010100" start="150" weeks="1111" room="1"><student id="5"/><student id="6"/></class>
  <class id="2" days="1000000" start="100" weeks="1010"/>
</solution>`);
    expect(solution).toEqual({
      name: 'tiny',
      placements: [
        { classId: '1', days: '0010100', start: 150, weeks: '1111', roomId: '1', students: ['5', '6'] },
        { classId: '2', days: '1000000', start: 100, weeks: '1010', roomId: null, students: [] },
      ],
    });
  });
});

describe('weekRuns', () => {
  it.each([
    { name: 'every week', weeks: '1111111111111111', runs: [{ first: 0, step: 1, count: 16 }] },
    { name: 'odd weeks', weeks: '1010101010101010', runs: [{ first: 0, step: 2, count: 8 }] },
    { name: 'even weeks', weeks: '0101010101010101', runs: [{ first: 1, step: 2, count: 8 }] },
    { name: 'the second half', weeks: '0000000011111111', runs: [{ first: 8, step: 1, count: 8 }] },
    { name: 'one week', weeks: '0010', runs: [{ first: 2, step: 1, count: 1 }] },
    {
      name: 'an uneven pattern',
      weeks: '1101',
      runs: [
        { first: 0, step: 1, count: 2 },
        { first: 3, step: 1, count: 1 },
      ],
    },
    { name: 'no week', weeks: '0000', runs: [] },
  ])('should split $name', ({ weeks, runs }) => {
    expect(weekRuns(weeks)).toEqual(runs);
  });
});

describe('seriesOf', () => {
  it('should make the worked example Wednesdays and Fridays 12:30–13:45 for 16 weeks, 32 dates', () => {
    const [series, ...more] = seriesOf(
      { days: '0010100', start: 150, length: 15, weeks: '1111111111111111' },
      '2026-02-02',
    );
    expect(more).toEqual([]);
    expect(series).toMatchObject({
      firstDate: '2026-02-04',
      until: '2026-05-22',
      interval: 1,
      weekdays: ['wednesday', 'friday'],
      startMinutes: 750,
      endMinutes: 825,
    });
    expect(series!.dates).toHaveLength(32);
    // The rule expands to exactly the dates (what the app shows when the series is edited later).
    expect(
      expandDates(series!.firstDate, {
        type: 'weekly',
        interval: series!.interval,
        until: series!.until,
        weekdays: series!.weekdays,
      }),
    ).toEqual(series!.dates);
  });

  it('should make odd weeks one series with interval 2 whose rule gives the same dates', () => {
    const [series] = seriesOf({ days: '0000011', start: 96, length: 10, weeks: '1010' }, '2026-02-02');
    expect(series!.dates).toEqual(['2026-02-07', '2026-02-08', '2026-02-21', '2026-02-22']);
    expect(
      expandDates(series!.firstDate, { type: 'weekly', interval: 2, until: series!.until, weekdays: series!.weekdays }),
    ).toEqual(series!.dates);
  });
});

describe('lengthOf and unavailableSpans', () => {
  it('should take the length from the matching time option, none when no option matches', () => {
    const problem = parseProblem(PROBLEM);
    const placement = { classId: '1', days: '0010100', start: 150, weeks: '1111', roomId: '1', students: [] };
    expect(lengthOf(placement, problem.classes.get('1')!)).toBe(15);
    expect(lengthOf({ ...placement, start: 151 }, problem.classes.get('1')!)).toBeUndefined();
  });

  it('should give a room unavailability as local spans per day', () => {
    const problem = parseProblem(PROBLEM);
    expect(unavailableSpans(problem.rooms[0]!, '2026-02-02')).toEqual([
      { index: 0, week: 0, day: 0, date: '2026-02-02', startMinutes: 0, endMinutes: 1440 },
    ]);
  });
});

describe('coveredBy', () => {
  it.each([
    { name: 'no spans', spans: [], covered: false },
    { name: 'one span the same', spans: [{ start: 10, end: 20 }], covered: true },
    { name: 'one span around it', spans: [{ start: 0, end: 30 }], covered: true },
    { name: 'one span over a part', spans: [{ start: 12, end: 30 }], covered: false },
    {
      name: 'two spans meeting end to start',
      spans: [
        { start: 15, end: 25 },
        { start: 5, end: 15 },
      ],
      covered: true,
    },
    {
      name: 'two spans with a gap between',
      spans: [
        { start: 5, end: 14 },
        { start: 15, end: 25 },
      ],
      covered: false,
    },
    { name: 'a span that ends where it starts', spans: [{ start: 0, end: 10 }], covered: false },
  ])('should answer $covered for $name', ({ spans, covered }) => {
    expect(coveredBy({ start: 10, end: 20 }, spans)).toBe(covered);
  });
});

// Mondays of weeks 1–4 (days 0, 7, 14, 21): the dates an import keyed by date wrote, some maybe gone since.
describe('inferMonday', () => {
  const MONDAYS = [0, 7, 14, 21];
  it.each([
    {
      name: 'all four, with the start asked',
      dates: ['2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23'],
      monday: '2026-02-02',
      start: '2026-02-02',
    },
    {
      name: 'all four, a week before the start asked',
      dates: ['2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23'],
      monday: '2026-02-09',
      start: '2026-02-02',
    },
    {
      name: 'the last alone, which the start asked places',
      dates: ['2026-03-02'],
      monday: '2026-02-09',
      start: '2026-02-09',
    },
    {
      name: 'the last two, which the start asked places',
      dates: ['2026-02-23', '2026-03-02'],
      monday: '2026-02-09',
      start: '2026-02-09',
    },
    {
      name: 'two a week apart, far from the start asked',
      dates: ['2026-09-07', '2026-09-14'],
      monday: '2026-02-02',
      start: '2026-08-24',
    },
  ])('should answer $start for $name', ({ dates, monday, start }) => {
    expect(inferMonday(dates, MONDAYS, monday)).toBe(start);
  });
});
