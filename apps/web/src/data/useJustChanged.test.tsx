import { type LiveEvent } from '@laikas/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ListedReservation } from './justChanged';
import { useJustTaken } from './useJustChanged';
import { LIVE_CHANGE_EVENT } from './liveKeys';

// Issue 31: the open form's listing as it stood when the event came decides what was "just taken"; the listing read
// again after the event is what the person then sees.
const range = { resources: [3], from: '2026-11-23', to: '2026-11-23' };
const row = (id: number, from: string, to: string): ListedReservation => ({
  id,
  resource_id: 3,
  item_id: 30,
  from: '2026-11-23',
  starts_at: `2026-11-23T${from}:00.000Z`,
  ends_at: `2026-11-23T${to}:00.000Z`,
  repeater_id: null,
  batch_id: null,
});
const lecture = row(11, '08:00', '09:30');

function tell(ids: number[], byMe = false) {
  const event: LiveEvent = {
    id: 1,
    kinds: ['reservation'],
    resource_ids: [3],
    reservation_ids: ids,
    from: '2026-11-23T08:00:00.000Z',
    to: '2026-11-23T12:00:00.000Z',
    by_me: byMe,
  };
  act(() => {
    window.dispatchEvent(new CustomEvent(LIVE_CHANGE_EVENT, { detail: event }));
  });
}

function openForm(edited: { id: number } | null = null) {
  return renderHook(({ rows }: { rows: ListedReservation[] }) => useJustTaken(rows, range, edited), {
    initialProps: { rows: [lecture] },
  });
}

const marked = (rows: readonly (ListedReservation & { just_taken?: boolean })[] | undefined) =>
  (rows ?? []).filter((shown) => shown.just_taken).map((shown) => shown.id);

describe('given a reservation form open on a room with one lecture', () => {
  describe('when someone else books a free time there', () => {
    it('should say the new booking was just taken, not the lecture', () => {
      const form = openForm();
      tell([12]);
      form.rerender({ rows: [lecture, row(12, '10:00', '11:30')] });
      expect(marked(form.result.current)).toEqual([12]);
    });
  });

  describe('when someone else renames the lecture', () => {
    it('should mark nothing', () => {
      const form = openForm();
      tell([11]);
      form.rerender({ rows: [{ ...lecture }] });
      expect(marked(form.result.current)).toEqual([]);
    });
  });

  describe('when someone else moves the lecture away', () => {
    it('should list nothing taken there any more, and mark nothing', () => {
      const form = openForm();
      tell([11]);
      form.rerender({ rows: [] });
      expect(form.result.current).toEqual([]);
    });
  });

  describe('when someone else moves the lecture to a later time', () => {
    it('should say the later time was just taken', () => {
      const form = openForm();
      tell([11]);
      form.rerender({ rows: [row(11, '10:00', '11:30')] });
      expect(marked(form.result.current)).toEqual([11]);
    });
  });

  describe('when the lecture is the reservation being edited and someone else moves it', () => {
    it('should never mark it', () => {
      const form = openForm({ id: 11 });
      tell([11]);
      form.rerender({ rows: [row(11, '10:00', '11:30')] });
      expect(marked(form.result.current)).toEqual([]);
    });
  });

  describe('when the person books there themselves (another tab)', () => {
    it('should mark nothing', () => {
      const form = openForm();
      tell([12], true);
      form.rerender({ rows: [lecture, row(12, '10:00', '11:30')] });
      expect(marked(form.result.current)).toEqual([]);
    });
  });
});
