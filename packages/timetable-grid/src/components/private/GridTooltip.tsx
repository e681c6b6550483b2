import { useLayoutEffect, useRef } from 'react';
import type { Translate } from '@laikas/ui/i18n';
import { placeTooltip, type Point } from '@laikas/ui/placement';
import type { EventSegment } from '../../layout';
import { formatMinuteSpan } from './eventText';
import * as styles from './GridTooltip.css';

export interface TooltipTarget {
  segment: EventSegment;
  /** The pointer, or the focused block's bottom-left corner. */
  anchor: Point;
  /** The label of the closure the event was kept in. */
  closedBy?: string;
}

/**
 * One tooltip for the whole grid, moved to whichever event is hovered or focused (a tooltip per
 * event would cost a thousand components in a busy week). The block's accessible name already
 * says all of this, so the box is a visual aid and hidden from assistive technology.
 */
export function GridTooltip({ target, t }: { target: TooltipTarget | null; t: Translate }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !target) {
      return;
    }
    // The one placement every Laikas tooltip uses (ui's, with its 10 px margin).
    const size = { width: element.offsetWidth, height: element.offsetHeight };
    const position = placeTooltip(target.anchor, size, { width: window.innerWidth, height: window.innerHeight });
    element.style.transform = `translate(${position.x}px, ${position.y}px)`;
  }, [target]);
  if (!target) {
    return null;
  }
  const { event } = target.segment;
  const flags = [
    t(`event.${event.type}`),
    event.remote ? t('event.remote') : null,
    event.pending ? t('event.pending') : null,
    target.closedBy === undefined ? null : t('event.despiteClosure', { closure: target.closedBy }),
  ].filter(Boolean);
  return (
    <div ref={ref} className={styles.tooltip} aria-hidden="true" data-testid="timetable-tooltip">
      <span className={styles.tooltipTitle}>{event.title}</span>
      <span className={styles.tooltipLine}>{formatMinuteSpan(target.segment.from, target.segment.to)}</span>
      {event.subtitle ? <span className={styles.tooltipLine}>{event.subtitle}</span> : null}
      <span className={styles.tooltipLine}>{flags.join(' · ')}</span>
    </div>
  );
}
