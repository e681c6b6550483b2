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
    { name: 'the last day of the 4th teaching week', date: '2026-12-27', kind: 'teaching' },
    { name: 'a day of the 4th teaching week', date: '2026-12-23', kind: 'teaching' },
    { name: 'the first exam day', date: '2026-12-28', kind: 'exam' },
    { name: 'the last exam day', date: '2027-01-10', kind: 'exam' },
    { name: 'after the exams, within the period', date: '2027-01-11', kind: 'outside' },
    { name: 'a holiday', date: '2026-12-25', kind: 'holiday' },
  ])('should call $name ($date) $kind', ({ date, kind }) => {
    expect(kindOn(date)).toBe(kind);
  });

  it('should call every day of a period without week counts or exam session teaching', () => {
    expect(kindOn('2027-01-20', { ...period, teaching_weeks: null, exams_from: null, exams_to: null })).toBe(
      'teaching',
    );
  });

  // The office sets the session's dates; the week counts do not move them.
  it('should draw the exam session where the office set it, teaching before it without a count', () => {
    const set = { ...period, teaching_weeks: null, exams_from: '2027-01-11', exams_to: '2027-01-24' };
    expect(kindOn('2027-01-08', set)).toBe('teaching');
    expect(kindOn('2027-01-11', set)).toBe('exam');
    expect(kindOn('2027-01-24', set)).toBe('exam');
    expect(kindOn('2027-01-25', set)).toBe('outside');
    expect(kindOn('2026-12-30', { ...period, exams_from: '2027-01-04', exams_to: '2027-01-17' })).toBe('outside');
  });
});
