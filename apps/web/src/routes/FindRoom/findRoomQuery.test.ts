import { describe, expect, it } from 'vitest';
import { formFromParams, repeaterOf, toFreeRoomQuery, weekdayOf, type FindRoomForm } from './findRoomQuery';
import { toSearchParams } from '../../data/freeRooms';

const form: FindRoomForm = {
  date: '2027-03-02',
  from: { hours: 10, minutes: 0 },
  to: { hours: 11, minutes: 30 },
  mode: 'time',
  repeat: false,
  until: '2027-04-20',
  interval: 1,
  capacity: null,
  tags: [],
};

describe('toFreeRoomQuery', () => {
  it.each([
    ['no date', { date: '' }],
    ['no start', { from: null }],
    ['an end before the start', { to: { hours: 9, minutes: 0 } }],
    ['an end at the start', { to: { hours: 10, minutes: 0 } }],
  ])('should ask nothing with %s', (_name, change) => {
    expect(toFreeRoomQuery({ ...form, ...change })).toBeNull();
  });

  it('should ask a one-off time without repetition, capacity or tags', () => {
    expect(toFreeRoomQuery(form)).toEqual({ date: '2027-03-02', from: '10:00', to: '11:30' });
  });

  it("should ask every week on the date's weekday until the last date, for 30 people with a projector", () => {
    const query = toFreeRoomQuery({ ...form, repeat: true, capacity: 30, tags: ['projector'], mode: 'slot' });
    expect(query).toEqual({
      date: '2027-03-02',
      from: '10:00',
      to: '11:30',
      until: '2027-04-20',
      interval: 1,
      weekdays: ['tuesday'],
      capacity: 30,
      tags: ['projector'],
      type: 'lecture',
    });
    expect(toSearchParams(query!).toString()).toBe(
      'date=2027-03-02&from=10%3A00&to=11%3A30&until=2027-04-20&interval=1&weekdays=tuesday&capacity=30&tags=projector&type=lecture',
    );
    expect(repeaterOf(query!)).toEqual({ type: 'weekly', interval: 1, until: '2027-04-20', weekdays: ['tuesday'] });
  });

  it('should read back the form its address describes', () => {
    const query = toFreeRoomQuery({ ...form, repeat: true, capacity: 30, tags: ['projector', 'board'], interval: 2 })!;
    const blank: FindRoomForm = { ...form, date: '', from: null, to: null, until: '' };
    expect(formFromParams(toSearchParams(query), blank)).toEqual({
      ...form,
      repeat: true,
      capacity: 30,
      tags: ['projector', 'board'],
      interval: 2,
    });
  });
});

describe('weekdayOf', () => {
  it.each([
    ['2027-03-01', 'monday'],
    ['2027-03-28', 'sunday'],
    ['2026-11-24', 'tuesday'],
  ])('should name %s a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});
