import { vars } from '@laikas/ui/vars';
import { createVar, style } from '@vanilla-extract/css';
import * as shell from '../private/gridShell.css';

/** How many day sections the track has; day separators are drawn with it. */
export const daysVar = createVar();
/** How many half-hours a day's axis has (0 for a week's): a narrow grid gives each one a finger's width. */
export const halfHoursVar = createVar();
/** The width of the row headings' column: narrower on a phone, where it took 45 % of the screen. */
export const labelWidthVar = createVar();
export const LABEL_WIDTH = labelWidthVar;
/** How far below the window's top the header sticks (the `stickyTop` prop). */
export const stickyTopVar = createVar();
/** The least width of the rows and their header (the `minWidth` prop; `0px` when not given). */
export const minWidthVar = createVar();

/** Below this width a day's track keeps a tappable half-hour and scrolls sideways, its row headings in view. */
const NARROW = '(max-width: 47.99rem)';
/** WCAG 2.5.8 asks for 24 px at least; 44 px is the size a finger hits reliably. */
const TAP_TARGET = '44px';

export { weekday } from '../private/gridShell.css';

/** The grid is its own container: how wide it is, not the window, decides (it sits in pages of any width). */
export const root = style([shell.root, { containerType: 'inline-size' }]);

/** The headings' column's width, set on the header and on the rows' scroller (a container query asks the root). */
const labelWidth = {
  vars: { [labelWidthVar]: '180px' },
  '@container': { [NARROW]: { vars: { [labelWidthVar]: '7rem' } } },
} as const;

/**
 * Sticks to the page's top at every width (it is no scroller's child); clips the header row, which is as wide as the
 * rows and is scrolled sideways with them from the rows' scroller.
 */
export const header = style([shell.header, labelWidth, { display: 'block', top: stickyTopVar, overflow: 'hidden' }]);
export const headerRow = style({ display: 'flex' });

/** Holds the rows; on a narrow grid (or one narrower than its `minWidth`), scrolls them sideways. */
export const scroller = style({
  vars: labelWidth.vars,
  '@container': {
    [NARROW]: {
      vars: labelWidth['@container'][NARROW].vars,
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
    },
  },
});
export const scrolls = style({ overflowX: 'auto', overscrollBehaviorX: 'contain' });

/** The header row and the rows: their `minWidth`, and at least a finger's width per half-hour of a day's axis when narrow. */
export const contentWidth = style({
  minWidth: minWidthVar,
  '@container': {
    [NARROW]: { minWidth: `max(${minWidthVar}, calc(${labelWidthVar} + ${halfHoursVar} * ${TAP_TARGET}))` },
  },
});

export const corner = style({
  flex: `0 0 ${LABEL_WIDTH}`,
  // Stays over the row headings while a narrow track scrolls sideways.
  position: 'sticky',
  left: 0,
  zIndex: 2,
  background: vars.color.surface,
  boxSizing: 'border-box',
  padding: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  // As tall as the header, its text at the bottom: the days scrolled sideways pass under all of it.
  display: 'flex',
  alignItems: 'flex-end',
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
  // A finger pans (the track sideways, the page down) and zooms; a tap reserves, a long press starts a selection that
  // follows it (useFreeTimeDrag).
  touchAction: 'manipulation',
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
