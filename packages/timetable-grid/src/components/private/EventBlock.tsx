import { clsx } from 'clsx';
import { memo, type CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import type { EventSegment } from '../../layout';
import * as styles from './EventBlock.css';
import { formatMinuteSpan } from './eventText';
import { PendingIcon, RemoteIcon } from './icons';

/** The raw custom-property name of a vanilla-extract variable (`var(--x)` → `--x`). */
const accentProperty = styles.accentVar.slice(4, -1);

export interface EventBlockProps {
  segment: EventSegment;
  /** Absolute geometry computed by the layout (percentages or pixels). */
  geometry: CSSProperties;
  /** The one event of the roving tab stop gets 0, the rest -1. */
  tabIndex: 0 | -1;
  /** Show only time and title (lane grids and short events). */
  compact?: boolean;
  /** Flow in a list (the agenda) instead of sitting on the time axis. */
  listed?: boolean;
  t: TFunction;
}

/**
 * One event as a plain button. Deliberately hook-free and memoised: a week of a thousand events
 * re-renders only the blocks whose props changed. Clicks, keys and hovers are handled by the grid
 * through `data-key`, so no block holds a closure of its own.
 */
export const EventBlock = memo(function EventBlock({
  segment,
  geometry,
  tabIndex,
  compact = false,
  listed = false,
  t,
}: EventBlockProps) {
  const { event } = segment;
  const style = event.color ? { ...geometry, [accentProperty]: event.color } : geometry;
  const hidden = (text: string) => <span className={styles.visuallyHidden}>{text}</span>;
  // The button's name is its visible text plus hidden words (type, full status), in reading order.
  const extra = [t(`event.${event.type}`)];
  if (segment.continuesBefore) {
    extra.push(t('grid.continuesBefore'));
  }
  if (segment.continuesAfter) {
    extra.push(t('grid.continuesAfter'));
  }
  if (event.remote) {
    extra.push(t('event.remote'));
  }
  if (event.pending) {
    extra.push(t('event.pending'));
  }
  return (
    <button
      type="button"
      className={clsx(
        styles.block,
        styles.blockType[event.type],
        event.pending && styles.pending,
        event.remote && styles.remote,
        listed && styles.listed,
        compact && styles.compact,
      )}
      style={style}
      data-key={segment.key}
      data-type={event.type}
      data-state={event.pending ? 'pending' : 'approved'}
      data-remote={event.remote ? 'true' : undefined}
      tabIndex={tabIndex}
    >
      {/* The name is the visible text, then one hidden tail with what only shape and pattern show
          (a single hidden element: a thousand blocks must not each lay out several). */}
      <span className={styles.time}>{formatMinuteSpan(segment.from, segment.to)}</span>
      <span className={styles.title}>{event.title}</span>
      {event.subtitle && !compact ? <span className={styles.subtitle}>{event.subtitle}</span> : null}
      {hidden(`, ${event.subtitle && compact ? `${event.subtitle}, ` : ''}${extra.join(', ')}`)}
      {event.remote || event.pending ? (
        <span className={styles.badges} aria-hidden="true">
          {event.remote ? (
            <span className={clsx(styles.badge, styles.remoteBadge)}>
              <RemoteIcon />
              {compact ? null : t('event.remote')}
            </span>
          ) : null}
          {event.pending ? (
            <span className={clsx(styles.badge, styles.pendingBadge)}>
              <PendingIcon />
              {compact ? null : t('event.pendingShort')}
            </span>
          ) : null}
        </span>
      ) : null}
    </button>
  );
});
