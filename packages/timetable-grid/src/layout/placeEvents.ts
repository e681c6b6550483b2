/**
 * Placement of overlapping events side by side, after react-big-calendar's DayEventLayout and
 * FullCalendar's time-grid: sorted intervals in, numeric geometry out. React only turns the
 * numbers into styles.
 */

/** One interval to place, in minutes (or any other number line). */
export interface LayoutItem {
  id: string;
  start: number;
  end: number;
}

/** Where an item sits across its column: fractions of the column's width, 0..1. */
export interface Placement {
  id: string;
  start: number;
  end: number;
  /** Left edge as a fraction of the column width. */
  left: number;
  /** Width as a fraction of the column width. */
  width: number;
  /** The lane the item took within its group of overlapping items (0 = leftmost). */
  lane: number;
  /** How many lanes the item's group of overlapping items needs. */
  lanes: number;
}

/** A placement algorithm; receives items sorted by start, then longest first. */
export type LayoutStrategy = (items: readonly LayoutItem[]) => Placement[];

/** Sorts for the strategies: by start, then longest first, then by id so the result is stable. */
export function sortForLayout<T extends LayoutItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.start - b.start || b.end - a.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A binary min-heap of numbers keyed by `key`; enough for lane bookkeeping, O(log n) per operation. */
class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly key: (item: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (this.key(items[parent] as T) <= this.key(item)) {
        break;
      }
      items[index] = items[parent] as T;
      index = parent;
    }
    items[index] = item;
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) {
      return top;
    }
    const lastKey = this.key(last);
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let smallest = index;
      let smallestKey = lastKey;
      if (left < items.length && this.key(items[left] as T) < smallestKey) {
        smallest = left;
        smallestKey = this.key(items[left] as T);
      }
      if (right < items.length && this.key(items[right] as T) < smallestKey) {
        smallest = right;
      }
      if (smallest === index) {
        break;
      }
      items[index] = items[smallest] as T;
      index = smallest;
    }
    items[index] = last;
    return top;
  }
}

/**
 * Lane of every item: the lowest lane free at its start. Items that overlap, directly or through
 * a chain, form a group; every item of a group learns the group's lane count.
 * Precondition: items sorted by start (`sortForLayout`). Items shorter than one unit count as one
 * unit long. O(n log n).
 */
export function assignLanes(items: readonly LayoutItem[]): { lane: number; lanes: number }[] {
  const result: { lane: number; lanes: number }[] = [];
  const busy = new MinHeap<{ end: number; lane: number }>((entry) => entry.end);
  const free = new MinHeap<number>((lane) => lane);
  let groupStart = 0;
  let groupEnd = -Infinity;
  let groupLanes = 0;
  const closeGroup = (until: number) => {
    for (let index = groupStart; index < until; index++) {
      (result[index] as { lanes: number }).lanes = groupLanes;
    }
  };
  items.forEach((item, index) => {
    if (item.start >= groupEnd) {
      closeGroup(index);
      groupStart = index;
      groupLanes = 0;
      groupEnd = -Infinity;
      while (busy.size > 0) {
        busy.pop();
      }
      while (free.size > 0) {
        free.pop();
      }
    }
    while (busy.size > 0 && (busy.peek() as { end: number }).end <= item.start) {
      free.push((busy.pop() as { lane: number }).lane);
    }
    const lane = free.size > 0 ? (free.pop() as number) : groupLanes++;
    // An item shorter than one unit still occupies its lane for one, so it never shares it.
    const end = Math.max(item.end, item.start + 1);
    busy.push({ end, lane });
    groupEnd = Math.max(groupEnd, end);
    result.push({ lane, lanes: 0 });
  });
  closeGroup(items.length);
  return result;
}

/** Overlapping items side by side in equal lanes, none covering another (the default). */
export const overlapLayout: LayoutStrategy = (items) =>
  assignLanes(items).map(({ lane, lanes }, index) => {
    const item = items[index] as LayoutItem;
    return { id: item.id, start: item.start, end: item.end, lane, lanes, left: lane / lanes, width: 1 / lanes };
  });

/** How far each deeper item of the stack strategy is indented, as a fraction of the column. */
export const STACK_INDENT = 0.15;
/** The stack strategy never narrows an item below this fraction of the column. */
export const STACK_MIN_WIDTH = 0.4;

/**
 * Overlapping items drawn over each other, each deeper one indented (FullCalendar's stacking):
 * titles stay wide in a crowded column, at the cost of covering the items below.
 */
export const stackLayout: LayoutStrategy = (items) =>
  assignLanes(items).map(({ lane, lanes }, index) => {
    const item = items[index] as LayoutItem;
    const left = Math.min(lane * STACK_INDENT, 1 - STACK_MIN_WIDTH);
    return { id: item.id, start: item.start, end: item.end, lane, lanes, left, width: 1 - left };
  });

/** The named strategies; a component takes one of these names or its own function. */
export const layoutStrategies = { overlap: overlapLayout, stack: stackLayout } as const satisfies Record<
  string,
  LayoutStrategy
>;
export type LayoutStrategyName = keyof typeof layoutStrategies;
export const layoutStrategyNames = Object.keys(layoutStrategies) as LayoutStrategyName[];

/** Places items (any order) with a named strategy or a custom one; the result follows the sorted order. */
export function placeEvents(
  items: readonly LayoutItem[],
  strategy: LayoutStrategyName | LayoutStrategy = 'overlap',
): Placement[] {
  const place = typeof strategy === 'function' ? strategy : layoutStrategies[strategy];
  return place(sortForLayout(items));
}
