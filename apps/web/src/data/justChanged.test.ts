import { type LiveEvent } from '@laikas/contract';
import { describe, expect, it } from 'vitest';
import {
  changedByOthers,
  rememberBeforeChange,
  withHighlights,
  withJustTaken,
  type EditedReservation,
  type ListedReservation,
} from './justChanged';

const booking: LiveEvent = {
  id: 7,
  kinds: ['reservation'],
  resource_ids: [3],
  reservation_ids: [11, 12],
  from: '2026-11-23T08:00:00.000Z',
  to: '2026-11-23T09:30:00.000Z',
  by_me: false,
};

describe('changedByOthers', () => {
  it("should name the reservations of someone else's change", () => {
    expect(changedByOthers(booking)).toEqual([11, 12]);
  });

  it("should name none of the person's own change", () => {
    expect(changedByOthers({ ...booking, by_me: true })).toEqual([]);
  });
});

describe('withHighlights', () => {
  const events = [
    { key: 'a', reservationId: 11 },
    { key: 'b', reservationId: 20 },
  ];

  it('should highlight only the blocks of a reservation just changed, leaving the others the same objects', () => {
    const shown = withHighlights(events, new Set([11]), (event) => event.reservationId);
    expect(shown.map((event) => 'highlighted' in event)).toEqual([true, false]);
    expect(shown[1]).toBe(events[1]);
  });

  it('should highlight nothing without a change (no stream)', () => {
    expect(withHighlights(events, new Set(), (event) => event.reservationId)).toEqual(events);
  });
});

// Issue 31: only a time the open form showed free and someone else then took is "just taken"; an edit of a booking
// already there (a rename, a shorter time) is not, and the reservation being edited never is.
describe('withJustTaken', () => {
  const range = { resources: [3], from: '2026-11-23', to: '2026-11-27' };
  const row = (id: number, day: string, from: string, to: string, extra: Partial<ListedReservation> = {}) => ({
    id,
    resource_id: 3,
    item_id: 30,
    from: day,
    starts_at: `${day}T${from}:00.000Z`,
    ends_at: `${day}T${to}:00.000Z`,
    repeater_id: null,
    batch_id: null,
    ...extra,
  });
  const lecture = row(11, '2026-11-23', '08:00', '09:30');
  const justTaken = (before: ListedReservation[] | undefined, after: ListedReservation, edited?: EditedReservation) => {
    const known = rememberBeforeChange(new Map(), [after.id], before, range);
    return withJustTaken([after], known, edited)?.[0]?.just_taken ?? false;
  };

  it.each([
    { name: 'a booking new in the listed room and dates', before: [], after: lecture, marked: true },
    {
      name: 'a booking moved to a later time',
      before: [lecture],
      after: row(11, '2026-11-23', '10:00', '11:30'),
      marked: true,
    },
    { name: 'a booking made longer', before: [lecture], after: row(11, '2026-11-23', '08:00', '10:00'), marked: true },
    {
      name: 'a booking moved in from another room',
      before: [{ ...lecture, resource_id: 4 }],
      after: lecture,
      marked: true,
    },
    {
      name: 'a remote booking moved into the room',
      before: [{ ...lecture, item_id: null }],
      after: lecture,
      marked: true,
    },
    { name: 'a booking renamed (same room and time)', before: [lecture], after: lecture, marked: false },
    {
      name: 'a booking made shorter',
      before: [lecture],
      after: row(11, '2026-11-23', '08:30', '09:30'),
      marked: false,
    },
    { name: 'a booking the form had not read yet', before: undefined, after: lecture, marked: false },
    {
      name: 'a booking outside the dates the form listed',
      before: [],
      after: row(11, '2026-12-01', '08:00', '09:30'),
      marked: false,
    },
    {
      name: 'a booking in a room the form did not list',
      before: [],
      after: { ...lecture, resource_id: 9 },
      marked: false,
    },
  ])('should mark $name: $marked', ({ before, after, marked }) => {
    expect(justTaken(before, after)).toBe(marked);
  });

  it.each([
    { name: 'the reservation itself', edited: { id: 11 } },
    { name: 'its series', edited: { id: 99, repeater_id: 5 } },
    { name: 'its batch', edited: { id: 99, batch_id: 6 } },
  ])('should never mark the reservation being edited ($name), even moved by someone else', ({ edited }) => {
    const moved = row(11, '2026-11-23', '10:00', '11:30', { repeater_id: 5, batch_id: 6 });
    expect(justTaken([lecture], moved, edited)).toBe(false);
  });

  it('should judge a booking changed twice against what the form saw before the first change', () => {
    const renamed = rememberBeforeChange(new Map(), [11], [lecture], range);
    const moved = row(11, '2026-11-23', '12:00', '13:00');
    const known = rememberBeforeChange(renamed, [11], [moved], range);
    expect(withJustTaken([moved], known)?.[0]).toHaveProperty('just_taken', true);
  });

  it('should mark nothing without a change by someone else (no stream), leaving the rows the same objects', () => {
    const rows = [lecture];
    expect(withJustTaken(rows, new Map())?.[0]).toBe(lecture);
  });

  it('should leave busy times not yet read alone', () => {
    expect(withJustTaken(undefined, new Map([[11, { listed: false, range } as const]]))).toBeUndefined();
  });
});
