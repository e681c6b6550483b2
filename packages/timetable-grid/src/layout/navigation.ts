/** One focusable item of a column (a day of a week grid, a row of a lane grid). */
export interface NavigationItem {
  key: string;
  start: number;
}

export const navigationMoves = ['next', 'previous', 'nextColumn', 'previousColumn', 'first', 'last'] as const;
export type NavigationMove = (typeof navigationMoves)[number];

/**
 * Where the roving focus goes from `currentKey`: along its column (`next`, `previous`, `first`,
 * `last`) or to the item nearest in time in the next or previous column that has any. Returns
 * the current key when there is nowhere to go, and the first item when the key is unknown.
 * Precondition: every column sorted by start.
 */
export function moveFocus(
  columns: readonly (readonly NavigationItem[])[],
  currentKey: string | undefined,
  move: NavigationMove,
): string | undefined {
  let columnIndex = -1;
  let itemIndex = -1;
  for (let index = 0; index < columns.length && columnIndex < 0; index++) {
    const found = (columns[index] as readonly NavigationItem[]).findIndex((item) => item.key === currentKey);
    if (found >= 0) {
      columnIndex = index;
      itemIndex = found;
    }
  }
  if (columnIndex < 0) {
    return columns.find((column) => column.length > 0)?.[0]?.key;
  }
  const column = columns[columnIndex] as readonly NavigationItem[];
  const current = column[itemIndex] as NavigationItem;
  switch (move) {
    case 'next':
      return (column[itemIndex + 1] ?? current).key;
    case 'previous':
      return (column[itemIndex - 1] ?? current).key;
    case 'first':
      return (column[0] as NavigationItem).key;
    case 'last':
      return (column[column.length - 1] as NavigationItem).key;
    case 'nextColumn':
    case 'previousColumn': {
      const step = move === 'nextColumn' ? 1 : -1;
      for (let index = columnIndex + step; index >= 0 && index < columns.length; index += step) {
        const candidates = columns[index] as readonly NavigationItem[];
        if (candidates.length > 0) {
          return nearestByStart(candidates, current.start).key;
        }
      }
      return current.key;
    }
    default:
      return move satisfies never;
  }
}

function nearestByStart(items: readonly NavigationItem[], start: number): NavigationItem {
  let best = items[0] as NavigationItem;
  for (const item of items) {
    if (Math.abs(item.start - start) < Math.abs(best.start - start)) {
      best = item;
    }
  }
  return best;
}
