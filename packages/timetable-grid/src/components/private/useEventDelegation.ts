import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import {
  moveFocus,
  type EventSegment,
  type NavigationItem,
  type NavigationMove,
  type TimetableEvent,
} from '../../layout';
import { activateBlock, findBlock } from './blockKeys';
import type { TooltipTarget } from './GridTooltip';

export interface EventDelegationOptions<T extends TimetableEvent> {
  rootRef: RefObject<HTMLElement | null>;
  segmentByKey: ReadonlyMap<string, EventSegment<T>>;
  /** The blocks in keyboard order: columns (days or rows) of items sorted by start. */
  columns: readonly (readonly NavigationItem[])[];
  /** Which key makes which move. */
  moves: Readonly<Record<string, NavigationMove>>;
  onEventClick?: (event: T) => void;
}

/**
 * What WeekGrid, DayGrid and LaneGrid do with their event blocks, handled once at the grid's root
 * (one handler instead of a thousand): click or Enter/Space opens an event, arrows move a roving
 * tab stop, hover and focus show the one shared tooltip. Spread `handlers` on the root; give the
 * block of `tabKey` tab index 0.
 */
export function useEventDelegation<T extends TimetableEvent>({
  rootRef,
  segmentByKey,
  columns,
  moves,
  onEventClick,
}: EventDelegationOptions<T>) {
  const [activeKey, setActiveKey] = useState<string | undefined>();
  const [tooltip, setTooltip] = useState<TooltipTarget | null>(null);
  const tabKey =
    activeKey && segmentByKey.has(activeKey) ? activeKey : columns.find((column) => column.length > 0)?.[0]?.key;

  const showTooltip = (element: HTMLElement, anchor: { x: number; y: number }) => {
    const segment = segmentByKey.get(element.dataset.key ?? '');
    // The box stays where the pointer entered the event: re-rendering the grid on every move buys nothing.
    if (segment?.key !== tooltip?.segment.key) {
      // A block kept in a closed time names the closure (its `data-closed-by`), as its mark and name do.
      const closedBy = element.dataset.closedBy;
      setTooltip(segment ? { segment, anchor, ...(closedBy === undefined ? {} : { closedBy }) } : null);
    }
  };

  const handlers = {
    onClick: (event: { target: EventTarget }) => {
      const block = findBlock(event.target);
      const segment = block ? segmentByKey.get(block.dataset.key ?? '') : undefined;
      if (segment) {
        onEventClick?.(segment.event);
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (activateBlock(event)) {
        return;
      }
      const block = findBlock(event.target);
      const move = moves[event.key];
      if (!block || !move) {
        return;
      }
      event.preventDefault();
      const next = moveFocus(columns, block.dataset.key, move);
      if (next && next !== block.dataset.key) {
        setActiveKey(next);
        rootRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next)}"]`)?.focus();
      }
    },
    onKeyUp: activateBlock,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const block = findBlock(event.target);
      if (block) {
        setActiveKey(block.dataset.key);
        const rect = block.getBoundingClientRect();
        showTooltip(block, { x: rect.left, y: rect.bottom - 12 });
      }
    },
    onBlur: () => setTooltip(null),
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const block = findBlock(event.target);
      if (block) {
        showTooltip(block, { x: event.clientX, y: event.clientY });
      } else if (tooltip) {
        setTooltip(null);
      }
    },
    onPointerLeave: () => setTooltip(null),
  };

  return { tabKey, tooltip, handlers };
}
