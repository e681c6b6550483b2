import { vars } from '@laikas/ui/vars';
import { createVar, fallbackVar, style } from '@vanilla-extract/css';

/** Height of one hour on the time axis; hour lines are drawn with it. */
export const hourHeightVar = createVar();
export const GUTTER_WIDTH = '72px';
/**
 * The time column's width: wider in the academic slots view, whose short slots (20 minutes, a 20 px band) write
 * their number and times on one line (issue 12, item 9: two lines were clipped to the first).
 */
export const gutterWidthVar = createVar();
export const SLOTS_GUTTER_WIDTH = '104px';

export { header, root, weekday } from '../private/gridShell.css';

/** How many days the grid shows: set on the header and the body, which start before their days. */
export const dayCountVar = createVar();

/*
 * A day's width, known from the row alone and not from how many days it holds so far: a browser busy enough to pause
 * its parser (a phone, a page the server drew) can paint the grid with four of its seven days; with `flex: 1 1 0` those
 * four filled the row and shrank when the rest came, a layout shift of the whole week (issue 33).
 */
const dayWidth = `calc((100% - ${fallbackVar(gutterWidthVar, GUTTER_WIDTH)}) / ${fallbackVar(dayCountVar, '7')})`;

export const corner = style({
  flex: `0 0 ${fallbackVar(gutterWidthVar, GUTTER_WIDTH)}`,
  // The gutter's width, padding included, in an app without a reset too: the days above align with the columns.
  boxSizing: 'border-box',
  padding: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  alignSelf: 'flex-end',
});

export const dayHeader = style({
  flex: `0 0 ${dayWidth}`,
  minWidth: 0,
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
});

export const dayDate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const body = style({ display: 'flex', position: 'relative' });

export const gutter = style({
  flex: `0 0 ${fallbackVar(gutterWidthVar, GUTTER_WIDTH)}`,
  position: 'relative',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const hourLabel = style({
  position: 'absolute',
  right: vars.space.xs,
  transform: 'translateY(-50%)',
  background: vars.color.surface,
  padding: `0 ${vars.space.xxs}`,
  selectors: { '&:first-child': { transform: 'none' } },
});

export const slotLabel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  boxSizing: 'border-box',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

export const slotNumber = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** A slot too short for two lines: its number and times side by side on one line. */
export const slotLabelInline = style({
  flexDirection: 'row',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  paddingTop: 0,
  paddingBottom: 0,
  whiteSpace: 'nowrap',
  lineHeight: vars.lineHeight.tight,
});

/**
 * "Now" in the time column, level with the now-line: inside a day column it covered the text of the event under
 * the line (issue 12, item 8).
 */
export const gutterNowLabel = style({
  position: 'absolute',
  right: 0,
  zIndex: 2,
  transform: 'translateY(-50%)',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.nowLine,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  pointerEvents: 'none',
});

export const column = style({
  flex: `0 0 ${dayWidth}`,
  minWidth: 0,
  boxSizing: 'border-box',
  position: 'relative',
  // The column's box comes from the grid, never from its events: lay each day out on its own.
  // (No paint containment: the now-line's dot may stick out over the column's edge.)
  contain: 'size layout style',
  borderLeft: `1px solid ${vars.color.border}`,
  cursor: 'cell',
  // A finger pans and zooms as anywhere on the page; a tap or a long press selects (useFreeTimeDrag).
  touchAction: 'manipulation',
  userSelect: 'none',
});

/** Hour lines in hours mode: one gradient per column instead of a DOM row per hour. */
export const hourLines = style({
  backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.border} 0 1px, transparent 1px calc(${hourHeightVar} / 2), ${vars.color.surfaceSunken} calc(${hourHeightVar} / 2) calc(${hourHeightVar} / 2 + 1px), transparent calc(${hourHeightVar} / 2 + 1px) ${hourHeightVar})`,
});

export const slotBand = style({
  position: 'absolute',
  left: 0,
  right: 0,
  borderTop: `1px solid ${vars.color.border}`,
  pointerEvents: 'none',
});

export const forbiddenBand = style({
  position: 'absolute',
  left: 0,
  right: 0,
  pointerEvents: 'none',
  background: `repeating-linear-gradient(45deg, ${vars.color.surfaceSunken} 0 4px, transparent 4px 8px)`,
  borderTop: `1px dashed ${vars.color.border}`,
  borderBottom: `1px dashed ${vars.color.border}`,
  boxSizing: 'border-box',
});

/** Where a dragged span sits in a day column (the rest is the shared selection look). */
export const selection = style({ left: '2px', right: '2px' });

export const nowLine = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: 0,
  zIndex: 4,
  borderTop: `2px solid ${vars.color.nowLine}`,
  pointerEvents: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-5px',
      top: '-6px',
      width: '10px',
      height: '10px',
      borderRadius: vars.radius.full,
      background: vars.color.nowLine,
    },
  },
});

export const empty = style({
  position: 'absolute',
  top: vars.space.xxl,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 5,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.textMuted,
});

export const agenda = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.sm });
export const agendaDay = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const agendaHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'capitalize',
});
export const agendaList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const agendaEmpty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * The keyboard's free-time cursor: seen only while it has focus (it is the grid's tab stop for free time), drawn
 * like a drag's selection; the mouse goes through it to the column.
 */
export const freeTimeCursor = style({
  position: 'absolute',
  left: '2px',
  right: '2px',
  zIndex: 3,
  boxSizing: 'border-box',
  padding: vars.space.xxs,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  pointerEvents: 'none',
  opacity: 0,
  selectors: {
    '&:focus': { opacity: 1, outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const freeTimeCursorRefused = style({
  borderColor: vars.color.danger,
  borderStyle: 'dashed',
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  // Above the events it may reach past, its words wrapped in full (it grows to fit them; see toRefusalBox).
  zIndex: 6,
  overflow: 'visible',
  overflowWrap: 'anywhere',
});

/** The refusal's words, on a line of their own under the time. */
export const refusal = style({ display: 'block', fontWeight: vars.fontWeight.medium });

/** A closed time in the agenda: its name (and hours), in the closure's colours. */
export const agendaClosed = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderLeft: `3px solid ${vars.color.warningSoftText}`,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.fontSize.sm,
});
