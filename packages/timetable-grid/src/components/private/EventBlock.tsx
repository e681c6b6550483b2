import type { CSSProperties, Key, ReactElement } from 'react';
import type { CivilDate } from '@laikas/contract/time';
import type { Translate } from '@laikas/ui/i18n';
import { type DateLanguage, type EventSegment, type EventType, formatDate, WEEKDAY } from '../../layout';
import * as styles from './EventBlock.css';
import { formatMinuteSpan } from './eventText';
import { KeptIcon, PendingIcon, RemoteIcon } from './icons';

/** An event's own accent colour (a data value) on the edge its type draws. */
const accentEdge: Record<EventType, (colour: string) => CSSProperties> = {
  lecture: (colour) => ({ borderLeftColor: colour }),
  event: (colour) => ({ borderColor: colour }),
};

/** The words a block needs, translated once per grid render instead of once per block. */
export interface EventBlockLabels {
  type: Record<EventType, string>;
  remote: string;
  remoteOnly: string;
  pending: string;
  pendingShort: string;
  continuesBefore: string;
  continuesAfter: string;
  /** What a block kept in a closed time says in its name: that it takes place, and the closure's label. */
  despiteClosure: (closure: string) => string;
  despiteClosureShort: string;
  /** A day as the grid heads it ("pirmadienis 2026-09-07", "Monday 2026-09-07"). */
  day: (date: CivilDate) => string;
}

export function getEventBlockLabels(t: Translate, language: DateLanguage): EventBlockLabels {
  // A week has seven days and a thousand blocks: each day is named once.
  const days = new Map<CivilDate, string>();
  return {
    type: { lecture: t('event.lecture'), event: t('event.event') },
    remote: t('event.remote'),
    remoteOnly: t('event.remoteOnly'),
    pending: t('event.pending'),
    pendingShort: t('event.pendingShort'),
    continuesBefore: t('grid.continuesBefore'),
    continuesAfter: t('grid.continuesAfter'),
    despiteClosure: (closure) => t('event.despiteClosure', { closure }),
    despiteClosureShort: t('event.despiteClosureShort'),
    day: (date) => {
      let name = days.get(date);
      if (name === undefined) {
        name = `${formatDate(date, WEEKDAY, language)} ${date}`;
        days.set(date, name);
      }
      return name;
    },
  };
}

export interface EventBlockProps {
  segment: EventSegment;
  /** Absolute geometry computed by the layout (percentages or pixels); not used when `listed`. */
  geometry: CSSProperties;
  /** The one event of the roving tab stop gets 0, the rest -1. */
  tabIndex: 0 | -1;
  /** Show only time and title, each on one clipped line (lane grids and narrow lanes). */
  compact?: boolean;
  /**
   * Draw the time, title and marks; off for a lane too narrow to read any of it, where the block
   * shows its kind by shape and pattern alone (its name, tooltip and keys stay the same).
   */
  showText?: boolean;
  /** Flow in a list (the agenda) instead of sitting on the time axis. */
  listed?: boolean;
  /**
   * Whether neighbours sit side by side in a day column, one under another in a lane row, or
   * (with `listed`) in a lane table's day cell: one clipped line each for time, title and subtitle.
   */
  placement?: 'column' | 'row' | 'cell';
  /**
   * The label of the closure the event falls in (a room closed, a holiday) when it was kept there: the block is
   * marked as taking place and its name says so, so that the closed band under it is not read as a cancellation.
   */
  closedBy?: string;
  labels: EventBlockLabels;
}

/**
 * The button's name: first the words the block shows, in their order (time, title, subtitle, then
 * the marks' words in full), so that what a speech-input user reads on screen is the name's start;
 * then what only the block's shape and place say (its type, its day, a day boundary it crosses): a
 * screen reader moving from block to block hears which day each is on, as a sighted reader sees
 * from its column.
 */
export function describeEvent(
  segment: EventSegment,
  time: string,
  labels: EventBlockLabels,
  closedBy?: string,
): string {
  const { event } = segment;
  let name = `${time} ${event.title}`;
  if (event.subtitle) {
    name += `, ${event.subtitle}`;
  }
  if (event.remote) {
    name += `, ${event.remoteOnly ? labels.remoteOnly : labels.remote}`;
  }
  if (event.pending) {
    name += `, ${labels.pending}`;
  }
  if (closedBy !== undefined) {
    name += `, ${labels.despiteClosure(closedBy)}`;
  }
  name += `, ${labels.type[event.type]}, ${labels.day(segment.date)}`;
  if (segment.continuesBefore) {
    name += `, ${labels.continuesBefore}`;
  }
  if (segment.continuesAfter) {
    name += `, ${labels.continuesAfter}`;
  }
  return name;
}

/**
 * One event as a button with as few elements as it can be drawn with: time and title as one text,
 * and a subtitle or marks only when the event has them, in a box that places it (see
 * EventBlock.css.ts for why the place and the look are two boxes). A busy week has a thousand of
 * these, and each element costs style and layout (the grid benchmark in bench/ measures it). The
 * name comes from `aria-label` rather than from hidden text, which would be one more laid-out
 * element per block.
 *
 * A render function, not a component: a component per block would be a thousand more fibers for
 * React to create and walk. Callers memoise the elements they get (React skips an element it has
 * already rendered), and clicks, keys and hovers are handled by the grid through `data-key`, so no
 * block holds a closure of its own.
 */
export function renderEventBlock(
  {
    segment,
    geometry,
    tabIndex,
    compact = false,
    showText = true,
    listed = false,
    placement = 'column',
    closedBy,
    labels,
  }: EventBlockProps,
  key: Key,
): ReactElement {
  const { event } = segment;
  const time = formatMinuteSpan(segment.from, segment.to);
  // The accent is the edge's colour: set directly, since a custom property per block would give
  // each of a thousand blocks its own copy of the theme's variables.
  const accent = event.color ? accentEdge[event.type](event.color) : undefined;
  let className = `${styles.block} ${styles.blockType[event.type]}`;
  if (event.pending) {
    className += ` ${styles.pending}`;
  }
  if (event.remote) {
    className += ` ${event.remoteOnly ? styles.remoteOnly : styles.remote}`;
  }
  if (event.highlighted) {
    className += ` ${styles.highlighted}`;
  }
  const kept = closedBy !== undefined;
  if (kept) {
    className += ` ${styles.despiteClosure}`;
  }
  const cell = placement === 'cell';
  if (cell) {
    className += ` ${styles.cell}`;
  } else {
    className += ` ${listed ? styles.listed : styles.placement[placement]}`;
  }
  if (compact) {
    className += ` ${styles.compact}`;
  }
  const subtitle = showText && !compact && event.subtitle ? event.subtitle : undefined;
  // Marks as icons alone where their words would not fit (their words are in the name).
  const iconsOnly = compact || cell;
  // One text node for time and title (and the break before a subtitle): the block's first line is
  // the time, drawn bold by the stylesheet (an element per part measured a quarter more style and
  // layout time).
  // A word joiner after the dash keeps the time one unbreakable (bold) line in a narrow block.
  const text = showText ? `${time.replace('–', '–\u2060')}\n${event.title}${subtitle ? '\n' : ''}` : null;
  // A div with the button role rather than a <button>: a button centres its content vertically
  // unless it is a flex box, and a flex box has no first line to make bold (and costs more to lay
  // out). The grid gives it the keys of a button (Enter and Space click it).
  const button = (
    <div
      key={key}
      role="button"
      className={className}
      style={accent}
      data-key={segment.key}
      data-state={event.pending ? 'pending' : 'approved'}
      data-remote={event.remote ? 'true' : undefined}
      data-highlighted={event.highlighted ? 'true' : undefined}
      data-despite-closure={kept ? 'true' : undefined}
      data-closed-by={closedBy}
      tabIndex={tabIndex}
      aria-label={describeEvent(segment, time, labels, closedBy)}
    >
      {text}
      {subtitle ? (
        <span className={cell ? `${styles.subtitle} ${styles.cellLine}` : styles.subtitle}>{subtitle}</span>
      ) : null}
      {showText && (event.remote || event.pending || kept) ? (
        // Their words are in the name already, in full. (The space before each word, which the
        // badge's own layout drops, keeps it a word of its own for text taken from the block.)
        <span className={cell ? `${styles.badges} ${styles.cellBadges}` : styles.badges} aria-hidden="true">
          {event.remote ? (
            <span className={`${styles.badge} ${styles.remoteBadge}`}>
              <RemoteIcon />
              {iconsOnly ? null : ` ${event.remoteOnly ? labels.remoteOnly : labels.remote}`}
            </span>
          ) : null}
          {event.pending ? (
            <span className={`${styles.badge} ${styles.pendingBadge}`}>
              <PendingIcon />
              {iconsOnly ? null : ` ${labels.pendingShort}`}
            </span>
          ) : null}
          {kept ? (
            <span className={`${styles.badge} ${styles.despiteClosureBadge}`}>
              <KeptIcon />
              {iconsOnly ? null : ` ${labels.despiteClosureShort}`}
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
  if (listed) {
    return button;
  }
  return (
    <div key={key} className={kept ? `${styles.placed} ${styles.placedAboveClosure}` : styles.placed} style={geometry}>
      {button}
    </div>
  );
}
