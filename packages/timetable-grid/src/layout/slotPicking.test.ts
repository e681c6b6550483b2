import { describe, expect, it } from 'vitest';
import { resolveAcademicDay } from './slots';
import {
  EMPTY_SLOT_PICK,
  findPickOf,
  getPickedSpan,
  getSlotStates,
  getJustTakenSlots,
  getTakenDates,
  pickSlot,
  type SlotPickState,
  type SlotState,
} from './slotPicking';

const day = resolveAcademicDay();
const at = (hours: number, minutes = 0) => hours * 60 + minutes;
const allFree: SlotState[] = day.slots.map(() => 'free');

describe('getSlotStates', () => {
  it('should mark slots under a taken span as taken', () => {
    const states = getSlotStates(day, [{ from: at(10, 30), to: at(12, 30) }]);
    expect(states.slice(2, 6)).toEqual(['free', 'taken', 'taken', 'free']);
  });

  it('should mark a resource slot that runs into a forbidden gap as forbidden', () => {
    const states = getSlotStates({ slots: [{ from: at(9), to: at(10) }], forbidden: day.forbidden }, []);
    expect(states).toEqual(['forbidden']);
  });
});

// Issue 12, item 3: a room taken 10:00–13:30 on some dates of a series, open 08:00–18:30.
describe('getSlotStates with a daily window and dated taken spans', () => {
  const window = { from: at(8), to: at(18, 30) };
  const taken = [
    { from: at(10), to: at(13, 30), date: '2026-12-09' },
    { from: at(10), to: at(11, 30), date: '2026-12-02' },
    { from: at(15, 20), to: at(16, 50), date: '2026-12-16' },
  ];
  it.each([
    { name: 'slot 1 (07:00–08:00) before the room opens', index: 0, state: 'outside', dates: [] },
    { name: 'slot 2 (08:00–08:20) right at the opening', index: 1, state: 'free', dates: [] },
    { name: 'slot 4 (10:00–11:30), taken on two dates', index: 3, state: 'taken', dates: ['2026-12-02', '2026-12-09'] },
    { name: 'slot 5 (12:00–13:30), taken on one date', index: 4, state: 'taken', dates: ['2026-12-09'] },
    { name: 'slot 6 (13:40–15:10), free on every date', index: 5, state: 'free', dates: [] },
    { name: 'slot 7 (15:20–16:50), taken on the last date', index: 6, state: 'taken', dates: ['2026-12-16'] },
    { name: 'slot 9 (18:40–20:10) after the room closes', index: 8, state: 'outside', dates: [] },
  ])('given $name, should be $state', ({ index, state, dates }) => {
    expect(getSlotStates(day, taken, window)[index]).toBe(state);
    expect(getTakenDates(day, taken)[index]).toEqual(dates);
  });

  it('should put a forbidden gap before a taken span, and the window before both', () => {
    const closed = {
      slots: [
        { from: at(9), to: at(10) },
        { from: at(6), to: at(7) },
      ],
      forbidden: day.forbidden,
    };
    expect(getSlotStates(closed, [{ from: at(9), to: at(10) }], window)).toEqual(['forbidden', 'outside']);
  });
});

describe('pickSlot', () => {
  it.each<{ name: string; state: SlotPickState; index: number; states?: SlotState[]; expected: SlotPickState }>([
    { name: 'the first click sets the start', state: EMPTY_SLOT_PICK, index: 3, expected: { start: 3, end: null } },
    {
      name: 'a second click after it sets the end',
      state: { start: 3, end: null },
      index: 5,
      expected: { start: 3, end: 5 },
    },
    {
      name: 'a second click on the start ends there',
      state: { start: 3, end: null },
      index: 3,
      expected: { start: 3, end: 3 },
    },
    {
      name: 'a click before the start restarts',
      state: { start: 3, end: null },
      index: 1,
      expected: { start: 1, end: null },
    },
    {
      name: 'a click after a finished pick starts again',
      state: { start: 3, end: 5 },
      index: 6,
      expected: { start: 6, end: null },
    },
    {
      name: 'a taken slot cannot be picked',
      state: EMPTY_SLOT_PICK,
      index: 4,
      states: allFree.map((state, index) => (index === 4 ? 'taken' : state)),
      expected: EMPTY_SLOT_PICK,
    },
    {
      name: 'an end past a taken slot starts again there',
      state: { start: 3, end: null },
      index: 6,
      states: allFree.map((state, index) => (index === 4 ? 'taken' : state)),
      expected: { start: 6, end: null },
    },
  ])('$name', ({ state, index, states, expected }) => {
    expect(pickSlot(state, index, states ?? allFree)).toEqual(expected);
  });
});

describe('getPickedSpan and findPickOf', () => {
  it.each([
    {
      name: 'a started pick covers its one slot',
      state: { start: 3, end: null },
      span: { from: at(10), to: at(11, 30) },
    },
    {
      name: 'a finished pick runs from the first slot start to the last slot end',
      state: { start: 3, end: 4 },
      span: { from: at(10), to: at(13, 30) },
    },
    { name: 'no pick, no span', state: EMPTY_SLOT_PICK, span: null },
  ])('$name', ({ state, span }) => {
    expect(getPickedSpan(state, day.slots)).toEqual(span);
  });

  it('should find the slots of a value and nothing for a value off the slot edges', () => {
    expect(findPickOf({ from: at(10), to: at(13, 30) }, day.slots)).toEqual({ start: 3, end: 4 });
    expect(findPickOf({ from: at(10, 15), to: at(11, 30) }, day.slots)).toEqual(EMPTY_SLOT_PICK);
  });
});

describe('getJustTakenSlots', () => {
  it('should mark only the slots a span someone else just took touches', () => {
    const taken = [
      { from: at(10, 30), to: at(12, 0), justTaken: true },
      { from: at(14, 0), to: at(15, 30) },
    ];
    const just = getJustTakenSlots(day, taken);
    expect(just.slice(2, 4)).toEqual([false, true]);
    expect(just.filter(Boolean)).toHaveLength(1);
  });

  it('should mark none when nothing was just taken', () => {
    expect(getJustTakenSlots(day, [{ from: at(8), to: at(20) }]).some(Boolean)).toBe(false);
  });
});
