import { describe, expect, it } from 'vitest';
import type { Repeater } from '@laikas/contract';
import {
  changeRepeaterType,
  createDefaultRepeater,
  getRunningWeekdays,
  isValidInterval,
  moveWeekdaysWithDate,
  parseInterval,
  toggleWeekday,
  validateRepeater,
} from './repeater';

describe('createDefaultRepeater', () => {
  it.each([
    { name: 'a date mid-month', date: '2026-03-02', until: '2026-03-09' },
    { name: 'a date near the end of a month', date: '2026-01-28', until: '2026-02-04' },
    { name: 'a date near the end of the year', date: '2026-12-29', until: '2027-01-05' },
    { name: 'the week of the spring clock change', date: '2026-03-25', until: '2026-04-01' },
    { name: 'no date yet', date: '', until: '' },
  ])('given $name, should repeat daily every day until $until without weekdays', ({ date, until }) => {
    expect(createDefaultRepeater(date)).toEqual({ type: 'daily', interval: 1, until, weekdays: [] });
  });
});

describe('isValidInterval', () => {
  it.each([
    { name: 'the minimum', interval: 1, valid: true },
    { name: 'a middle value', interval: 7, valid: true },
    { name: 'the maximum', interval: 20, valid: true },
    { name: 'zero', interval: 0, valid: false },
    { name: 'one past the maximum', interval: 21, valid: false },
    { name: 'a negative number', interval: -3, valid: false },
    { name: 'a fraction', interval: 1.5, valid: false },
    { name: 'not a number', interval: Number.NaN, valid: false },
  ])('given $name ($interval), should be valid: $valid', ({ interval, valid }) => {
    expect(isValidInterval(interval)).toBe(valid);
  });
});

describe('parseInterval', () => {
  it.each([
    { name: 'digits', text: '3', value: 3 },
    { name: 'digits with spaces', text: ' 12 ', value: 12 },
    { name: 'an empty field', text: '', value: Number.NaN },
    { name: 'a decimal', text: '2.5', value: Number.NaN },
    { name: 'letters', text: 'du', value: Number.NaN },
  ])('given $name, should read $value', ({ text, value }) => {
    expect(parseInterval(text)).toBe(value);
  });
});

describe('validateRepeater', () => {
  const rule = (change: Partial<Repeater>): Repeater => ({
    type: 'daily',
    interval: 1,
    until: '2026-03-09',
    weekdays: [],
    ...change,
  });
  it.each([
    { name: 'a default rule', repeater: rule({}), errors: {} },
    { name: 'an interval of 20', repeater: rule({ interval: 20 }), errors: {} },
    { name: 'an interval of 0', repeater: rule({ interval: 0 }), errors: { 'repeater.interval': 'intervalRange' } },
    { name: 'an interval of 21', repeater: rule({ interval: 21 }), errors: { 'repeater.interval': 'intervalRange' } },
    { name: 'no until date', repeater: rule({ until: '' }), errors: { 'repeater.until': 'untilRequired' } },
    {
      name: 'an impossible until date',
      repeater: rule({ until: '2026-02-30' }),
      errors: { 'repeater.until': 'untilRequired' },
    },
    {
      name: 'until before the date',
      repeater: rule({ until: '2026-03-01' }),
      errors: { 'repeater.until': 'untilBeforeDate' },
    },
    { name: 'until on the date itself', repeater: rule({ until: '2026-03-02' }), errors: {} },
  ])('given $name, should report $errors', ({ repeater, errors }) => {
    expect(validateRepeater(repeater, '2026-03-02')).toEqual(errors);
  });
});

describe('changeRepeaterType', () => {
  const weekly: Repeater = { type: 'weekly', interval: 2, until: '2026-05-01', weekdays: ['monday', 'thursday'] };
  it.each([
    { name: 'weekly to monthly', type: 'monthly' as const, weekdays: [] },
    { name: 'weekly to daily', type: 'daily' as const, weekdays: [] },
    { name: 'weekly to weekly', type: 'weekly' as const, weekdays: ['monday', 'thursday'] },
  ])('given $name, should keep the interval and until and have weekdays $weekdays', ({ type, weekdays }) => {
    expect(changeRepeaterType(weekly, type)).toEqual({ type, interval: 2, until: '2026-05-01', weekdays });
  });
});

describe('toggleWeekday', () => {
  const weekly: Repeater = { type: 'weekly', interval: 1, until: '2026-05-01', weekdays: ['wednesday'] };
  it.each([
    { name: 'adding an earlier day', day: 'monday' as const, weekdays: ['monday', 'wednesday'] },
    { name: 'adding a later day', day: 'sunday' as const, weekdays: ['wednesday', 'sunday'] },
    { name: 'removing the chosen day', day: 'wednesday' as const, weekdays: [] },
  ])('given $name, should give $weekdays in week order', ({ day, weekdays }) => {
    expect(toggleWeekday(weekly, day).weekdays).toEqual(weekdays);
  });
});

describe('toggleWeekday on a weekly rule with no weekday chosen', () => {
  const weekly: Repeater = { type: 'weekly', interval: 1, until: '2026-05-01', weekdays: [] };
  it.each([
    { name: "adding a day beside the date's", day: 'friday' as const, weekdays: ['wednesday', 'friday'] },
    { name: "unticking the date's day, which stays its day", day: 'wednesday' as const, weekdays: [] },
  ])('given $name (Wednesday 4 March), should give $weekdays', ({ day, weekdays }) => {
    expect(toggleWeekday(weekly, day, '2026-03-04').weekdays).toEqual(weekdays);
  });
});

describe('getRunningWeekdays', () => {
  const rule = (type: Repeater['type'], weekdays: Repeater['weekdays']): Repeater => ({
    type,
    interval: 1,
    until: '2026-05-01',
    weekdays,
  });
  it.each([
    {
      name: 'a weekly rule with none chosen, on a Wednesday',
      repeater: rule('weekly', []),
      date: '2026-03-04',
      days: ['wednesday'],
    },
    {
      name: 'a weekly rule with none chosen, on a Sunday',
      repeater: rule('weekly', []),
      date: '2026-03-08',
      days: ['sunday'],
    },
    {
      name: 'a weekly rule with days chosen',
      repeater: rule('weekly', ['monday', 'friday']),
      date: '2026-03-04',
      days: ['monday', 'friday'],
    },
    { name: 'a weekly rule with no date yet', repeater: rule('weekly', []), date: '', days: [] },
    { name: 'a daily rule', repeater: rule('daily', []), date: '2026-03-04', days: [] },
  ])('given $name, should run on $days', ({ repeater, date, days }) => {
    expect(getRunningWeekdays(repeater, date)).toEqual(days);
  });
});

describe('moveWeekdaysWithDate', () => {
  const weekly = (weekdays: Repeater['weekdays']): Repeater => ({
    type: 'weekly',
    interval: 1,
    until: '2026-05-29',
    weekdays,
  });
  it.each([
    {
      name: 'Mondays, Monday to Tuesday',
      weekdays: ['monday'],
      before: '2026-03-02',
      after: '2026-03-03',
      moved: ['tuesday'],
    },
    {
      name: 'Mondays and Wednesdays, a week and a day later',
      weekdays: ['monday', 'wednesday'],
      before: '2026-03-02',
      after: '2026-03-10',
      moved: ['tuesday', 'thursday'],
    },
    {
      name: 'Sundays, a day later',
      weekdays: ['sunday'],
      before: '2026-03-08',
      after: '2026-03-09',
      moved: ['monday'],
    },
    {
      name: 'Mondays, a day earlier',
      weekdays: ['monday'],
      before: '2026-03-02',
      after: '2026-03-01',
      moved: ['sunday'],
    },
    {
      name: 'Mondays, a week later',
      weekdays: ['monday'],
      before: '2026-03-02',
      after: '2026-03-09',
      moved: ['monday'],
    },
    { name: 'none ticked (follows the date)', weekdays: [], before: '2026-03-02', after: '2026-03-03', moved: [] },
    { name: 'a date cleared', weekdays: ['monday'], before: '2026-03-02', after: '', moved: ['monday'] },
  ] satisfies {
    name: string;
    weekdays: Repeater['weekdays'];
    before: string;
    after: string;
    moved: Repeater['weekdays'];
  }[])('should move $name', ({ weekdays, before, after, moved }) => {
    expect(moveWeekdaysWithDate(weekly(weekdays), before, after)).toEqual(weekly(moved));
  });

  it('should leave a daily rule alone', () => {
    const daily: Repeater = { type: 'daily', interval: 1, until: '2026-05-29', weekdays: [] };
    expect(moveWeekdaysWithDate(daily, '2026-03-02', '2026-03-03')).toBe(daily);
  });
});
