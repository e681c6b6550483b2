import { clsx } from 'clsx';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { Translate } from '@laikas/ui/i18n';
import { resolveSelection, snapToStep, type AcademicDay, type MinuteSpan } from '../../layout';
import type { TimeScale } from '../TimeGrid';
import { formatMinuteSpan } from './eventText';
import * as styles from './gridShell.css';

/**
 * How long a finger rests on free time before moving it selects rather than scrolls (Android's long press is
 * 400–500 ms).
 */
export const LONG_PRESS_MS = 450;
/** How far (CSS px) a finger may wander before the long press and still be a tap or a press, not a scroll. */
export const TOUCH_SLOP = 10;

/** A point of a drag: the minute under the pointer, plus whatever else the grid tells apart (a day). */
export interface DragPoint {
  minute: number;
}

export interface FreeTimeDragOptions<P extends DragPoint> {
  enabled: boolean;
  scale: TimeScale;
  day: AcademicDay;
  /** The academic day where a drag began, when it differs by day (closed times); `day` otherwise. */
  dayAt?: (anchor: P) => AcademicDay;
  /** The point under the pointer; during a drag `anchor` is where it began (a drag stays in its day). */
  pointAt: (event: PointerEvent<HTMLDivElement>, anchor?: P) => P;
  /** A finished drag whose span may be booked (snapped, no forbidden gap crossed). */
  onSelect: (span: MinuteSpan, anchor: P) => void;
}

/** What a drag over free time shows while it lasts. */
export interface DragPreview<P extends DragPoint> {
  anchor: P;
  span: MinuteSpan;
  /** The span crosses a forbidden gap or leaves the slots: letting go selects nothing. */
  refused: boolean;
}

/** A finger resting on free time: a tap when it lifts soon, a selection once it has rested LONG_PRESS_MS. */
interface Press<P> {
  pointerId: number;
  anchor: P;
  x: number;
  y: number;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Click or drag on free time (not on an event) to select a span, shared by the time grid's day
 * columns and the lane grid's rows. Spread `handlers` on the surface (its `ref` too); draw `preview` while it lasts.
 *
 * A mouse selects at once. A finger (or a pen) scrolls as everywhere else on the page: a tap selects the step or
 * slot tapped, and a long press (LONG_PRESS_MS without moving) starts a selection that follows the finger until it
 * lifts, the page held still meanwhile (the surface's `touch-action` lets the browser pan; a touchmove cancelled
 * once the press is held stops it).
 */
export function useFreeTimeDrag<P extends DragPoint>({
  enabled,
  scale,
  day,
  dayAt,
  pointAt,
  onSelect,
}: FreeTimeDragOptions<P>) {
  const [drag, setDrag] = useState<{ anchor: P; focus: number; pointerId: number } | null>(null);
  const pressRef = useRef<Press<P> | null>(null);
  /** A finger's selection is under way: the surface's touchmoves are cancelled so that the page does not scroll. */
  const holdingRef = useRef(false);
  const mode = scale === 'slots' ? 'slots' : 'step';

  const endPress = () => {
    if (pressRef.current) {
      clearTimeout(pressRef.current.timer);
      pressRef.current = null;
    }
  };
  const finish = () => {
    endPress();
    holdingRef.current = false;
    setDrag(null);
  };
  useEffect(() => endPress, []);

  // Listened to natively: React's touchmove listener is passive, and a passive one cannot hold the page still. It is
  // on the surface from the start, as the browser asks a touch's surface at touchstart whether a listener may cancel.
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) {
      return;
    }
    const hold = (event: TouchEvent) => {
      if (holdingRef.current && event.cancelable) {
        event.preventDefault();
      }
    };
    node.addEventListener('touchmove', hold, { passive: false });
    return () => node.removeEventListener('touchmove', hold);
  }, []);

  let preview: DragPreview<P> | null = null;
  if (drag) {
    const span = resolveSelection(drag.anchor.minute, drag.focus, mode, dayAt?.(drag.anchor) ?? day);
    preview = span
      ? { anchor: drag.anchor, span, refused: false }
      : { anchor: drag.anchor, span: snapToStep(drag.anchor.minute, drag.focus), refused: true };
  }

  const select = (anchor: P, focus: number) => {
    const span = resolveSelection(anchor.minute, focus, mode, dayAt?.(anchor) ?? day);
    if (span) {
      onSelect(span, anchor);
    }
  };

  const handlers = {
    ref,
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (!enabled || event.button !== 0 || (event.target as Element).closest('[data-key]')) {
        return;
      }
      const point = pointAt(event);
      if (event.pointerType !== 'mouse') {
        // A second finger (a pinch) is no press.
        if (!event.isPrimary) {
          finish();
          return;
        }
        endPress();
        const { pointerId, clientX, clientY } = event;
        const timer = setTimeout(() => {
          pressRef.current = null;
          holdingRef.current = true;
          setDrag({ anchor: point, focus: point.minute, pointerId });
        }, LONG_PRESS_MS);
        pressRef.current = { pointerId, anchor: point, x: clientX, y: clientY, timer };
        return;
      }
      try {
        // Keeps the drag alive when the pointer leaves the surface; synthetic pointers have nothing to capture.
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // the drag still works while the pointer stays over the surface
      }
      setDrag({ anchor: point, focus: point.minute, pointerId: event.pointerId });
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const press = pressRef.current;
      if (press && press.pointerId === event.pointerId) {
        // Moved before the long press: the finger scrolls (the browser takes it over), it selects nothing.
        if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > TOUCH_SLOP) {
          endPress();
        }
        return;
      }
      if (drag && drag.pointerId === event.pointerId) {
        setDrag({ ...drag, focus: pointAt(event, drag.anchor).minute });
      }
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      const press = pressRef.current;
      if (press && press.pointerId === event.pointerId) {
        // A tap: the step or slot under the finger.
        endPress();
        select(press.anchor, press.anchor.minute);
        return;
      }
      if (!drag || drag.pointerId !== event.pointerId) {
        return;
      }
      finish();
      select(drag.anchor, pointAt(event, drag.anchor).minute);
    },
    onPointerCancel: finish,
    /** A long press opens no context menu over free time while it selects. */
    onContextMenu: (event: MouseEvent<HTMLDivElement>) => {
      if (pressRef.current || holdingRef.current) {
        event.preventDefault();
      }
    },
  };

  return { preview, handlers };
}

/** The span being dragged: its times, or why letting go will select nothing (the closure it runs into, by name). */
export function SelectionPreview({
  preview,
  className,
  style,
  closure,
  t,
}: {
  preview: DragPreview<DragPoint>;
  /** Where the box sits on its surface (the grid's own class); a refusal's box grows to fit its words. */
  className: string;
  style: CSSProperties;
  /** The label of the closed time a refused span runs into. */
  closure?: string;
  t: Translate;
}) {
  const refusal = closure === undefined ? t('grid.refused') : t('grid.refusedClosed', { closure });
  return (
    <div
      className={clsx(styles.selection, className, preview.refused && styles.selectionRefused)}
      style={style}
      data-state={preview.refused ? 'refused' : 'selecting'}
    >
      {preview.refused ? refusal : formatMinuteSpan(preview.span.from, preview.span.to)}
    </div>
  );
}
