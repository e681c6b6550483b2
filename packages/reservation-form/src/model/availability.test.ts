import { describe, expect, it } from 'vitest';
import {
  clashesWith,
  describeTakenTime,
  getClosedTimes,
  getMarkedTimes,
  getDailyWindow,
  getFormAvailability,
  getRoomUse,
  getTakenTimes,
  isTimeAllowed,
  occurrenceDatesOf,
  teachingDates,
  type BusyReservation,
  type ReservationClosure,
} from './availability';
import type { ReservationResource } from './resources';

// Issue 12, items 3 and 4: which times are taken on which dates, for every chosen resource, before saving.
const time = (text: string) => {
  const [hours, minutes] = text.split(':').map(Number) as [number, number];
  return { hours, minutes };
};
const room = { id: 1, name: 'Room 101', settings: { from: time('08:00'), to: time('18:30') } };
const hall = { id: 2, name: 'Hall', settings: { from: time('07:00'), to: time('20:00') } };
let nextId = 100;
const busy = (date: string, from: string, to: string, overrides: Partial<BusyReservation> = {}): BusyReservation => ({
  id: nextId++,
  name: 'Algebra',
  resource_id: 1,
  item_id: 11,
  from: date,
  to: date,
  from_time: time(from),
  to_time: time(to),
  status: 'approved',
  repeater_id: null,
  batch_id: null,
  ...overrides,
});

describe('occurrenceDatesOf', () => {
  it.each([
    { name: 'a one-off reservation', repeater: null, dates: ['2026-11-30'] },
    {
      name: 'a weekly Monday and Wednesday rule',
      repeater: {
        type: 'weekly' as const,
        interval: 1,
        until: '2026-12-09',
        weekdays: ['monday' as const, 'wednesday' as const],
      },
      dates: ['2026-11-30', '2026-12-02', '2026-12-07', '2026-12-09'],
    },
    {
      name: 'a rule ending before it starts',
      repeater: { type: 'daily' as const, interval: 1, until: '2026-11-01', weekdays: [] },
      dates: [],
    },
  ])('given $name, should give $dates', ({ repeater, dates }) => {
    expect(occurrenceDatesOf('2026-11-30', repeater)).toEqual(dates);
  });

  it('given no date yet, should give none', () => {
    expect(occurrenceDatesOf('', null)).toEqual([]);
  });
});

describe('getTakenTimes', () => {
  const dates = ['2026-11-30', '2026-12-02', '2026-12-07'];
  const listed = [
    busy('2026-12-02', '10:00', '13:30'),
    busy('2026-12-03', '10:00', '11:30', { name: 'Another day' }),
    busy('2026-11-30', '15:20', '16:50', { resource_id: 2, item_id: 21, name: 'Physics' }),
    busy('2026-11-30', '08:20', '09:50', { status: 'rejected', name: 'Rejected' }),
    busy('2026-12-07', '12:00', '13:30', { item_id: null, name: 'Remote seminar' }),
    busy('2026-11-30', '17:00', '18:30', { resource_id: 3, item_id: 31, name: 'Not chosen' }),
  ];

  it.each([
    {
      name: 'an in-room reservation on two rooms',
      remote: false,
      expected: ['2026-11-30 15:20–16:50 Physics (Hall)', '2026-12-02 10:00–13:30 Algebra (Room 101)'],
    },
    { name: 'a remote reservation', remote: true, expected: ['2026-12-07 12:00–13:30 Remote seminar (Room 101)'] },
  ])('given $name, should list what holds it back on its dates', ({ remote, expected }) => {
    expect(getTakenTimes({ dates, resources: [room, hall], busy: listed, remote }).map(describeTakenTime)).toEqual(
      expected,
    );
  });

  it('given the reservation being edited, should not count it, its series or its batch', () => {
    const own = [
      busy('2026-11-30', '10:00', '11:30', { id: 1 }),
      busy('2026-12-02', '10:00', '11:30', { repeater_id: 7 }),
      busy('2026-12-07', '10:00', '11:30', { batch_id: 5 }),
    ];
    expect(
      getTakenTimes({
        dates,
        resources: [room],
        busy: own,
        remote: false,
        edited: { id: 1, repeater_id: 7, batch_id: 5 },
      }),
    ).toEqual([]);
  });

  it('given a reservation that runs to midnight, should end it at 24:00', () => {
    const late = [busy('2026-11-30', '22:00', '00:00', { to: '2026-12-01' })];
    expect(getTakenTimes({ dates, resources: [room], busy: late, remote: false })[0]?.to).toEqual({
      hours: 24,
      minutes: 0,
    });
  });
});

describe('getRoomUse', () => {
  it('should list the in-room reservations a remote one would sit beside', () => {
    const listed = [busy('2026-11-30', '10:00', '11:30'), busy('2026-11-30', '12:00', '13:30', { item_id: null })];
    expect(getRoomUse({ dates: ['2026-11-30'], resources: [room], busy: listed }).map(describeTakenTime)).toEqual([
      '2026-11-30 10:00–11:30 Algebra (Room 101)',
    ]);
  });
});

// Issue 36: a remote reservation over a room in use: the slot picker shows the room's booking, not a free slot.
describe('getFormAvailability of a remote reservation', () => {
  const listed = [busy('2026-11-30', '10:00', '11:30'), busy('2026-11-30', '12:00', '13:30', { item_id: null })];
  const span = { from: time('10:00'), to: time('11:30') };
  it.each([
    { name: 'remote', remote: true, inUse: [{ date: '2026-11-30', from: time('10:00'), to: time('11:30') }], said: 1 },
    { name: 'in the room', remote: false, inUse: [], said: 0 },
  ])("given a reservation $name, should give the room's use to the slot picker so", ({ remote, inUse, said }) => {
    const availability = getFormAvailability({ dates: ['2026-11-30'], resources: [room], busy: listed, remote, span });
    expect(availability.roomInUseTimes).toEqual(inUse);
    expect(availability.roomInUse).toHaveLength(said);
  });
});

// Issue 31: someone else booked the chosen time while the form was open; the host marks it `just_taken`.
describe('getFormAvailability after someone else just took the chosen time', () => {
  const listed = [
    busy('2026-11-30', '10:00', '11:30', { name: 'Taken a moment ago', just_taken: true }),
    busy('2026-11-30', '13:00', '14:00', { name: 'Taken long ago' }),
  ];
  const availability = (from: string, to: string) =>
    getFormAvailability({
      dates: ['2026-11-30'],
      resources: [room],
      busy: listed,
      remote: false,
      span: { from: time(from), to: time(to) },
    });

  it('should say the chosen time was just taken, apart from what clashed before', () => {
    const chosen = availability('10:30', '14:00');
    expect(chosen.justTaken).toEqual(['2026-11-30 10:00–11:30 Taken a moment ago (Room 101)']);
    expect(chosen.clashes).toEqual(['2026-11-30 13:00–14:00 Taken long ago (Room 101)']);
  });

  it('should mark the just-taken time for the slot picker, and only it', () => {
    expect(availability('08:00', '09:00').taken.map((taken) => taken.justTaken ?? false)).toEqual([true, false]);
  });

  it('should say nothing was just taken at a time clear of it', () => {
    expect(availability('12:00', '13:00').justTaken).toEqual([]);
  });
});

describe('clashesWith', () => {
  const taken = getTakenTimes({
    dates: ['2026-11-30'],
    resources: [room],
    busy: [busy('2026-11-30', '10:00', '11:30')],
    remote: false,
  });
  it.each([
    { name: 'a span over it', from: '09:30', to: '10:30', count: 1 },
    { name: 'a span touching its end', from: '11:30', to: '12:00', count: 0 },
    { name: 'a span before it', from: '08:00', to: '10:00', count: 0 },
  ])('given $name, should find $count', ({ from, to, count }) => {
    expect(clashesWith({ from: time(from), to: time(to) }, taken)).toHaveLength(count);
  });

  it('given no times yet, should find none', () => {
    expect(clashesWith({ from: null, to: null }, taken)).toEqual([]);
  });
});

describe('getDailyWindow', () => {
  it.each([
    { name: 'one room', resources: [room], window: { from: time('08:00'), to: time('18:30') } },
    { name: 'two rooms: the narrower', resources: [room, hall], window: { from: time('08:00'), to: time('18:30') } },
    { name: 'a resource without a window', resources: [{ id: 9, name: 'Camera' }], window: null },
  ])('given $name, should give $window', ({ resources, window }) => {
    expect(getDailyWindow(resources)).toEqual(window);
  });
});

describe('closed times (issue 36)', () => {
  const room = { id: 4, name: 'Room 101' } as ReservationResource;
  const closures: ReservationClosure[] = [
    {
      resource_id: null,
      from: '2026-12-24',
      to: '2026-12-26',
      from_time: { hours: 0, minutes: 0 },
      to_time: { hours: 24, minutes: 0 },
      label: 'Holiday: Christmas',
    },
    {
      resource_id: 4,
      from: '2026-12-17',
      to: '2026-12-17',
      from_time: { hours: 12, minutes: 0 },
      to_time: { hours: 14, minutes: 0 },
      label: 'Closed: renovation',
    },
    {
      resource_id: 9,
      from: '2026-12-17',
      to: '2026-12-17',
      from_time: { hours: 8, minutes: 0 },
      to_time: { hours: 9, minutes: 0 },
      label: 'Closed: another room',
    },
  ];

  // An exam session is marked, not closed: its dates say so in the slot picker and stay offered.
  it('should keep an exam session out of the closed times and give it as marked', () => {
    const exams: ReservationClosure = {
      resource_id: null,
      from: '2027-01-11',
      to: '2027-01-24',
      from_time: { hours: 0, minutes: 0 },
      to_time: { hours: 24, minutes: 0 },
      label: 'Exam session: Autumn 2026',
      closes: false,
    };
    const dates = ['2027-01-04', '2027-01-11', '2027-01-18'];
    expect(getClosedTimes(dates, [room], [...closures, exams])).toEqual([]);
    expect(getMarkedTimes(dates, [room], [...closures, exams]).map((time) => time.date)).toEqual([
      '2027-01-11',
      '2027-01-18',
    ]);
  });

  // Lectures repeating for groups are not held in an exam session: Save leaves those dates out, and so does the form.
  describe('teachingDates', () => {
    const exams: ReservationClosure = {
      resource_id: null,
      from: '2027-01-11',
      to: '2027-01-24',
      from_time: { hours: 0, minutes: 0 },
      to_time: { hours: 24, minutes: 0 },
      label: 'Exam session: Autumn 2026',
      closes: false,
      examSession: true,
    };
    const closed = (label: string) => `${label} – no lectures`;
    const dates = ['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25'];

    it('should leave the session out of a teaching series and name the dates left out', () => {
      const booked = teachingDates(dates, [...closures, exams], true, closed);
      expect(booked.dates).toEqual(['2027-01-04', '2027-01-25']);
      expect(booked.inExams).toEqual([
        { date: '2027-01-11', label: 'Exam session: Autumn 2026' },
        { date: '2027-01-18', label: 'Exam session: Autumn 2026' },
      ]);
      // On the dates that stay nothing is marked or closed by the session.
      expect(getMarkedTimes(booked.dates, [room], booked.closures)).toEqual([]);
      expect(getClosedTimes(booked.dates, [room], booked.closures)).toEqual([]);
    });

    it('should keep every date of anything else, the session marked', () => {
      const booked = teachingDates(dates, [exams], false, closed);
      expect(booked).toEqual({ dates, inExams: [], closures: [exams] });
    });

    it('should close the session, named, when every date of a teaching series lies in it', () => {
      const within = ['2027-01-11', '2027-01-18'];
      const booked = teachingDates(within, [exams], true, closed);
      expect(booked.dates).toEqual(within);
      expect(booked.inExams).toEqual([]);
      expect(getMarkedTimes(booked.dates, [room], booked.closures)).toEqual([]);
      expect(getClosedTimes(booked.dates, [room], booked.closures).map((time) => time.label)).toEqual([
        'Exam session: Autumn 2026 – no lectures',
        'Exam session: Autumn 2026 – no lectures',
      ]);
    });
  });

  it("should give the holidays and the chosen room's own closures on the reservation's dates, not another room's", () => {
    expect(getClosedTimes(['2026-12-24', '2026-12-17', '2026-12-10'], [room], closures)).toEqual([
      {
        date: '2026-12-17',
        from: { hours: 12, minutes: 0 },
        to: { hours: 14, minutes: 0 },
        label: 'Closed: renovation',
      },
      {
        date: '2026-12-24',
        from: { hours: 0, minutes: 0 },
        to: { hours: 24, minutes: 0 },
        label: 'Holiday: Christmas',
      },
    ]);
    expect(getClosedTimes(['2026-12-10'], [room], closures)).toEqual([]);
  });

  it('should offer only starts and ends whose span stays clear of gaps and closed times', () => {
    const blocked = [{ from: { hours: 12, minutes: 0 }, to: { hours: 14, minutes: 0 } }];
    const at = (hours: number, minutes = 0) => ({ hours, minutes });
    expect(isTimeAllowed(at(11, 30), 'from', blocked, null)).toBe(true);
    expect(isTimeAllowed(at(12, 0), 'from', blocked, null)).toBe(false);
    expect(isTimeAllowed(at(13, 30), 'from', blocked, null)).toBe(false);
    expect(isTimeAllowed(at(14, 0), 'from', blocked, null)).toBe(true);
    // From 10:00 the end may reach 12:00, not past the closure.
    expect(isTimeAllowed(at(12, 0), 'to', blocked, at(10))).toBe(true);
    expect(isTimeAllowed(at(15, 0), 'to', blocked, at(10))).toBe(false);
    expect(isTimeAllowed(at(15, 0), 'to', blocked, at(14))).toBe(true);
    // Without a start, an end is judged by its last half hour.
    expect(isTimeAllowed(at(14, 0), 'to', blocked, null)).toBe(false);
    expect(isTimeAllowed(at(14, 30), 'to', blocked, null)).toBe(true);
  });
});
