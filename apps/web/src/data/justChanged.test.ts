import { type LiveEvent } from '@laikas/contract';
import { describe, expect, it } from 'vitest';
import { changedByOthers, withHighlights, withJustTaken } from './justChanged';

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

describe('withJustTaken', () => {
  it('should mark the busy times someone else took while the form was open', () => {
    const busy = withJustTaken([{ id: 11 }, { id: 20 }], new Set([11]));
    expect(busy).toEqual([{ id: 11, just_taken: true }, { id: 20 }]);
  });

  it('should leave busy times not yet read alone', () => {
    expect(withJustTaken(undefined, new Set([11]))).toBeUndefined();
  });
});
