import { describe, expect, it } from 'vitest';
import { closingSpans, findClosingSpan, getClosedSpans, type ClosedSpan } from './closures';
import { getSlotStates } from './slotPicking';
import { resolveAcademicDay, resolveSelection } from './slots';

const VILNIUS = 'Europe/Vilnius';
const WEEK = ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27'];

describe('getClosedSpans', () => {
  it('should close whole local days of a holiday and stop at its midnight', () => {
    // 24-25 December in Vilnius (UTC+2): local midnight to local midnight.
    const spans = getClosedSpans(
      [{ from: '2026-12-23T22:00:00.000Z', to: '2026-12-25T22:00:00.000Z', label: 'Kalėdos' }],
      WEEK,
      VILNIUS,
    );
    expect([...spans.keys()]).toEqual(['2026-12-24', '2026-12-25']);
    expect(spans.get('2026-12-24')).toEqual([{ from: 0, to: 1440, label: 'Kalėdos' }]);
    expect(spans.get('2026-12-25')).toEqual([{ from: 0, to: 1440, label: 'Kalėdos' }]);
  });

  it("should place a room's hours on its day, by start, with its row, and leave out what cannot be read", () => {
    const spans = getClosedSpans(
      [
        { from: '2026-12-22T12:00:00.000Z', to: '2026-12-22T14:00:00.000Z', label: 'Renovation', rowId: 4 },
        { from: '2026-12-22T07:00:00.000Z', to: '2026-12-22T08:00:00.000Z', label: 'Cleaning' },
        { from: 'someday', to: '2026-12-22T08:00:00.000Z', label: 'Broken' },
        { from: '2026-12-22T08:00:00.000Z', to: '2026-12-22T07:00:00.000Z', label: 'Backwards' },
      ],
      WEEK,
      VILNIUS,
    );
    expect(spans.get('2026-12-22')).toEqual([
      { from: 9 * 60, to: 10 * 60, label: 'Cleaning' },
      { from: 14 * 60, to: 16 * 60, label: 'Renovation', rowId: 4 },
    ]);
    expect(spans.size).toBe(1);
  });

  // Issue 36: an exam session is marked, not closed: exams are booked in rooms during it.
  it('should mark a time that does not close, and leave it out of the spans that refuse a selection', () => {
    const spans = getClosedSpans(
      [
        { from: '2026-12-20T22:00:00.000Z', to: '2026-12-23T22:00:00.000Z', label: 'Exams', closes: false },
        { from: '2026-12-22T12:00:00.000Z', to: '2026-12-22T14:00:00.000Z', label: 'Renovation' },
      ],
      WEEK,
      VILNIUS,
    );
    expect(spans.get('2026-12-22')).toEqual([
      { from: 0, to: 1440, label: 'Exams', marked: true },
      { from: 14 * 60, to: 16 * 60, label: 'Renovation' },
    ]);
    expect(closingSpans(spans.get('2026-12-22'))).toEqual([{ from: 14 * 60, to: 16 * 60, label: 'Renovation' }]);
    expect(closingSpans(spans.get('2026-12-21'))).toEqual([]);
    expect([...spans.keys()]).toEqual(['2026-12-21', '2026-12-22', '2026-12-23']);
  });

  it('should leave out closures outside the days shown', () => {
    const spans = getClosedSpans(
      [{ from: '2027-01-01T00:00:00.000Z', to: '2027-01-02T00:00:00.000Z', label: 'New year' }],
      WEEK,
      VILNIUS,
    );
    expect(spans.size).toBe(0);
  });
});

describe('a closed time in the academic day', () => {
  const day = { ...resolveAcademicDay(), closed: [{ from: 12 * 60 + 30, to: 13 * 60 }] };

  it('should refuse a selection that touches it, even a lecture of whole slots around it', () => {
    expect(resolveSelection(12 * 60, 12 * 60 + 40, 'step', day)).toBeNull();
    // 10:15-14:00 covers whole slots and passes over gaps; a closure is never passed over.
    expect(resolveSelection(10 * 60 + 20, 13 * 60 + 50, 'slots', day)).toBeNull();
    expect(resolveSelection(10 * 60 + 20, 13 * 60 + 50, 'slots', resolveAcademicDay())).not.toBeNull();
    expect(resolveSelection(14 * 60, 14 * 60 + 10, 'step', day)).toEqual({ from: 14 * 60, to: 14 * 60 + 30 });
  });

  it('should make the slots it touches closed, not free', () => {
    const states = getSlotStates(day, []);
    const closedSlots = day.slots.flatMap((slot, index) => (states[index] === 'closed' ? [slot] : []));
    expect(closedSlots.length).toBeGreaterThan(0);
    for (const slot of closedSlots) {
      expect(slot.from < 13 * 60 && 12 * 60 + 30 < slot.to).toBe(true);
    }
    expect(states.filter((state) => state === 'free').length).toBe(
      day.slots.length - closedSlots.length - states.filter((state) => state === 'forbidden').length,
    );
  });
});

describe('findClosingSpan', () => {
  const spans: ClosedSpan[] = [
    { from: 0, to: 8 * 60, label: 'Egzaminų sesija', marked: true },
    { from: 12 * 60, to: 14 * 60, label: 'Uždaryta: remontas', rowId: 4 },
    { from: 17 * 60, to: 24 * 60, label: 'Šventė: Kūčios' },
  ];

  it.each([
    { name: 'a span inside a closure', span: { from: 12 * 60 + 30, to: 13 * 60 }, label: 'Uždaryta: remontas' },
    { name: 'a span reaching into one', span: { from: 16 * 60, to: 17 * 60 + 30 }, label: 'Šventė: Kūčios' },
    { name: 'a span around one', span: { from: 11 * 60, to: 15 * 60 }, label: 'Uždaryta: remontas' },
    { name: 'a span ending where one starts', span: { from: 11 * 60, to: 12 * 60 }, label: undefined },
    { name: 'a span starting where one ends', span: { from: 14 * 60, to: 15 * 60 }, label: undefined },
    { name: 'a span in a marked time only', span: { from: 7 * 60, to: 7 * 60 + 30 }, label: undefined },
  ])('should find the closure of $name', ({ span, label }) => {
    expect(findClosingSpan(span, spans)?.label).toBe(label);
  });

  it('should find nothing without spans', () => {
    expect(findClosingSpan({ from: 0, to: 60 }, undefined)).toBeUndefined();
  });
});
