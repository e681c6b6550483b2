import { describe, expect, it } from 'vitest';
import {
  bookingSeed,
  defaultForm,
  formFromParams,
  repeaterOf,
  toFreeRoomQuery,
  weekdayOf,
  type FindRoomForm,
} from './findRoomQuery';
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

describe('defaultForm', () => {
  it('should start today from 10:00 to 11:30 before 10:00, offering seven weeks of repetition', () => {
    expect(defaultForm({ date: '2027-03-02', minutes: 9 * 60 + 59 })).toEqual({ ...form, until: '2027-04-20' });
  });

  it('should start tomorrow once 10:00 has come today, so the time offered is never past', () => {
    expect(defaultForm({ date: '2027-03-01', minutes: 10 * 60 })).toEqual({ ...form, until: '2027-04-20' });
    expect(defaultForm({ date: '2027-02-28', minutes: 23 * 60 + 59 })).toEqual({
      ...form,
      date: '2027-03-01',
      until: '2027-04-19',
    });
  });
});

describe('bookingSeed', () => {
  const query = {
    date: '2027-03-02',
    from: '10:00',
    to: '11:30',
    until: '2027-04-20',
    interval: 1,
    weekdays: ['tuesday'] as const,
  };
  const times = {
    reservable: [4],
    from: '2027-03-02',
    from_time: { hours: 10, minutes: 0 },
    to_time: { hours: 11, minutes: 30 },
  };
  const repeater = { type: 'weekly', interval: 1, until: '2027-04-20', weekdays: ['tuesday'] };

  it.each([
    ['a lecture where slots were asked for', ['lecture', 'event'], 'lecture', 'lecture'],
    ['an event where times were typed', ['event', 'lecture'], undefined, 'event'],
    // The server lists the types in their order (lecture first): an hours search is still an event (walk at 390 px).
    ['an event where times were typed, whatever the order', ['lecture', 'event'], undefined, 'event'],
    ['a lecture where the room takes no events', ['lecture'], undefined, 'lecture'],
    ['an event where the room takes no lectures', ['event'], 'lecture', 'event'],
  ] as const)('should book %s', (_name, types, type, expected) => {
    expect(bookingSeed({ id: 4, types: [...types] }, { ...query, type }, undefined)).toEqual({
      ...times,
      type: expected,
      repeater,
    });
  });

  it('should book free time picked on the grid as a one-off event', () => {
    const picked = { date: '2027-03-02', from: { hours: 12, minutes: 0 }, to: { hours: 13, minutes: 0 } };
    expect(bookingSeed({ id: 4, types: ['lecture'] }, query, picked)).toEqual({
      reservable: [4],
      from: '2027-03-02',
      from_time: picked.from,
      to_time: picked.to,
      type: 'event',
      repeater: null,
    });
  });
});
