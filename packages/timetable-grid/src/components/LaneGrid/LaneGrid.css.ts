import { vars } from '@laikas/ui/vars';
import { createVar, style } from '@vanilla-extract/css';
import * as shell from '../private/gridShell.css';

/** How many day sections the track has; day separators are drawn with it. */
export const daysVar = createVar();
export const LABEL_WIDTH = '180px';

export { header, root, weekday } from '../private/gridShell.css';

export const corner = style({
  flex: `0 0 ${LABEL_WIDTH}`,
  boxSizing: 'border-box',
  padding: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  alignSelf: 'flex-end',
});

export const scale = style({ flex: '1 1 0', minWidth: 0, position: 'relative', height: '40px' });

export const dayHeading = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  boxSizing: 'border-box',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderLeft: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/**
 * An hour label starts at its hour, as the first one must (centred, it would stick out of the
 * axis): labels centred on the others while the first starts at its own ran into each other.
 */
export const tick = style({
  position: 'absolute',
  bottom: vars.space.xxs,
  paddingLeft: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const rows = style({ position: 'relative' });

export const row = style({
  display: 'flex',
  // Rows scrolled out of view skip layout and paint; their height is known, see containIntrinsicSize.
  contentVisibility: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rowLabel = style({
  flex: `0 0 ${LABEL_WIDTH}`,
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  position: 'sticky',
  left: 0,
  zIndex: 2,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});

export const track = style({
  flex: '1 1 0',
  minWidth: 0,
  position: 'relative',
  cursor: 'cell',
  touchAction: 'none',
  userSelect: 'none',
  // One separator per day; hour lines would cost a gradient stop per hour for no gain at this density.
  backgroundImage: `linear-gradient(to right, ${vars.color.border} 1px, transparent 1px)`,
  backgroundSize: `calc(100% / ${daysVar}) 100%`,
});

/** A week read as a table: one cell per day, its events listed one under another. */
export const cells = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(${daysVar}, minmax(0, 1fr))`,
});

export const cell = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderLeft: `1px solid ${vars.color.border}`,
});

/** Today's day heading and cells: a tint rather than the now-line, which needs a time axis. */
export const today = style({ background: vars.color.primarySoft });

/** Where a dragged span sits in a row (the rest is the shared selection look). */
export const selection = style({ top: '2px', bottom: '2px', whiteSpace: 'nowrap' });

/**
 * The keyboard's free-time cursor in a row: drawn like a drag's selection, seen only while it has focus (it is the
 * grid's tab stop for free time); the mouse goes through it to the track.
 */
export const freeTimeCursor = style([
  shell.selection,
  {
    top: '2px',
    bottom: '2px',
    whiteSpace: 'nowrap',
    opacity: 0,
    selectors: {
      '&:focus': { opacity: 1, outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    },
  },
]);

export const nowLine = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 0,
  zIndex: 4,
  borderLeft: `2px solid ${vars.color.nowLine}`,
  pointerEvents: 'none',
});

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
