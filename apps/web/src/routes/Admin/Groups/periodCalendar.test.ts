import type { Blackout } from '@laikas/contract';
import { describe, expect, it } from 'vitest';
import { periodDayOf, type PeriodDayKind } from './periodCalendar';

const holiday = { name: 'Kūčios', from: '2026-12-24', to: '2026-12-26', all_day: true } as Blackout;
const period: Parameters<typeof periodDayOf>[0] = {
  starts_on: '2026-12-01',
  ends_on: '2027-01-31',
  teaching_weeks: 4,
  exams_from: '2026-12-28',
  exams_to: '2027-01-10',
  blackouts: [holiday],
};

const kindOn = (date: string, of = period): PeriodDayKind => periodDayOf(of)(date).kind;

// Issue 36: the periods screen draws a period's teaching weeks, exam weeks and holidays on a small year calendar.
describe('periodDayOf', () => {
  it.each([
    { name: 'the first day', date: '2026-12-01', kind: 'teaching' },
    { name: 'the last weekday of the 3rd teaching week', date: '2026-12-18', kind: 'teaching' },
    { name: 'a day of the 4th teaching week', date: '2026-12-23', kind: 'teaching' },
    // A walk at a semester's end: weekends were drawn as teaching, and the period's last days not at all.
    { name: 'a Saturday of a teaching week', date: '2026-12-05', kind: 'free' },
    { name: 'the Sunday ending the 4th teaching week', date: '2026-12-27', kind: 'free' },
    { name: 'the first exam day', date: '2026-12-28', kind: 'exam' },
    { name: 'a Sunday of the exam session', date: '2027-01-03', kind: 'exam' },
    { name: 'the last exam day', date: '2027-01-10', kind: 'exam' },
    { name: 'after the exams, within the period', date: '2027-01-11', kind: 'free' },
    { name: 'the Saturday before the last day', date: '2027-01-30', kind: 'free' },
    { name: 'the last day', date: '2027-01-31', kind: 'free' },
    { name: 'the day before the period', date: '2026-11-30', kind: 'outside' },
    { name: 'the day after the period', date: '2027-02-01', kind: 'outside' },
    { name: 'a holiday', date: '2026-12-25', kind: 'holiday' },
  ])('should call $name ($date) $kind', ({ date, kind }) => {
    expect(kindOn(date)).toBe(kind);
  });

  it('should call every weekday of a period without week counts or exam session teaching, to its last', () => {
    const open = { ...period, teaching_weeks: null, exams_from: null, exams_to: null };
    expect(kindOn('2027-01-20', open)).toBe('teaching');
    expect(kindOn('2027-01-29', open)).toBe('teaching');
    expect(kindOn('2027-01-30', open)).toBe('free');
    expect(kindOn('2027-01-31', open)).toBe('free');
  });

  // The office sets the session's dates; the week counts do not move them.
  it('should draw the exam session where the office set it, teaching before it without a count', () => {
    const set = { ...period, teaching_weeks: null, exams_from: '2027-01-11', exams_to: '2027-01-24' };
    expect(kindOn('2027-01-08', set)).toBe('teaching');
    expect(kindOn('2027-01-11', set)).toBe('exam');
    expect(kindOn('2027-01-24', set)).toBe('exam');
    expect(kindOn('2027-01-25', set)).toBe('free');
    expect(kindOn('2026-12-30', { ...period, exams_from: '2027-01-04', exams_to: '2027-01-17' })).toBe('free');
  });
});
