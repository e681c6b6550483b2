import { clsx } from 'clsx';
import { useState, type CSSProperties, type PointerEvent } from 'react';
import type { Translate } from '@laikas/ui/i18n';
import { resolveSelection, snapToStep, type AcademicDay, type MinuteSpan } from '../../layout';
import type { TimeScale } from '../TimeGrid';
import { formatMinuteSpan } from './eventText';
import * as styles from './gridShell.css';

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

/**
 * Click or drag on free time (not on an event) to select a span, shared by the time grid's day
 * columns and the lane grid's rows. Spread `handlers` on the surface; draw `preview` while it lasts.
 */
export function useFreeTimeDrag<P extends DragPoint>({
  enabled,
  scale,
  day,
  dayAt,
  pointAt,
  onSelect,
}: FreeTimeDragOptions<P>) {
  const [drag, setDrag] = useState<{ anchor: P; focus: number } | null>(null);
  const mode = scale === 'slots' ? 'slots' : 'step';

  let preview: DragPreview<P> | null = null;
  if (drag) {
    const span = resolveSelection(drag.anchor.minute, drag.focus, mode, dayAt?.(drag.anchor) ?? day);
    preview = span
      ? { anchor: drag.anchor, span, refused: false }
      : { anchor: drag.anchor, span: snapToStep(drag.anchor.minute, drag.focus), refused: true };
  }

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (!enabled || event.button !== 0 || (event.target as Element).closest('[data-key]')) {
        return;
      }
      const point = pointAt(event);
      try {
        // Keeps the drag alive when the pointer leaves the surface; synthetic pointers have nothing to capture.
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // the drag still works while the pointer stays over the surface
      }
      setDrag({ anchor: point, focus: point.minute });
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (drag) {
        setDrag({ anchor: drag.anchor, focus: pointAt(event, drag.anchor).minute });
      }
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (!drag) {
        return;
      }
      const span = resolveSelection(
        drag.anchor.minute,
        pointAt(event, drag.anchor).minute,
        mode,
        dayAt?.(drag.anchor) ?? day,
      );
      setDrag(null);
      if (span) {
        onSelect(span, drag.anchor);
      }
    },
    onPointerCancel: () => setDrag(null),
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
