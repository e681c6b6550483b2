import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { examSessionOf, isTeaching } from './examSession.js';
import { shiftDate } from './time/civilDate.js';

// Issue 36: the exam weeks are dates the server carries to every timetable screen, not only a count.
describe('examSessionOf', () => {
  const autumn = { starts_on: '2026-09-01', ends_on: '2027-01-31', teaching_weeks: 16, exam_weeks: 2 };
  it.each([
    {
      name: 'the weeks after the teaching weeks, from the first Monday',
      period: autumn,
      expected: { from: '2026-12-21', to: '2027-01-03' },
    },
    {
      name: 'cut at the period’s last day',
      period: { ...autumn, ends_on: '2026-12-27' },
      expected: { from: '2026-12-21', to: '2026-12-27' },
    },
    { name: 'none past the period’s end', period: { ...autumn, ends_on: '2026-12-20' }, expected: null },
    { name: 'none without exam weeks', period: { ...autumn, exam_weeks: 0 }, expected: null },
    { name: 'none without week counts', period: { ...autumn, teaching_weeks: null }, expected: null },
    // A period of exams only (a resit session) that starts on a Tuesday: its session started the Monday before it.
    {
      name: 'the weeks from the period’s first day when it has no teaching weeks',
      period: { ...autumn, teaching_weeks: 0 },
      expected: { from: '2026-09-01', to: '2026-09-13' },
    },
  ])('should give $name', ({ period, expected }) => {
    expect(examSessionOf(period)).toEqual(expected);
  });

  it('should keep the session within the period, whatever its counts and weekday', () => {
    const date = fc
      .integer({ min: 0, max: 47_000 })
      .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (starts_on, length, teaching_weeks, exam_weeks) => {
          const ends_on = shiftDate(starts_on, length);
          const session = examSessionOf({ starts_on, ends_on, teaching_weeks, exam_weeks });
          if (session) {
            expect(starts_on <= session.from && session.from <= session.to && session.to <= ends_on).toBe(true);
          }
        },
      ),
    );
  });
});

// Issue 36: which reservations stay out of exam weeks.
describe('isTeaching', () => {
  const weekly = { type: 'weekly', interval: 1, until: '2027-01-31', weekdays: [] };
  it.each([
    {
      name: 'a repeating lecture of a group',
      reservation: { type: 'lecture', groups: [3], repeater: weekly },
      expected: true,
    },
    {
      name: 'a single lecture of a group (an exam)',
      reservation: { type: 'lecture', groups: [3], repeater: null },
      expected: false,
    },
    {
      name: 'a repeating lecture of nobody’s group',
      reservation: { type: 'lecture', groups: [], repeater: weekly },
      expected: false,
    },
    {
      name: 'a repeating event of a group',
      reservation: { type: 'event', groups: [3], repeater: weekly },
      expected: false,
    },
  ])('should say $expected for $name', ({ reservation, expected }) => {
    expect(isTeaching(reservation)).toBe(expected);
  });
});
