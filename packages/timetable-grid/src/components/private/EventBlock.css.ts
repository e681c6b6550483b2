import { vars } from '@laikas/ui/vars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const hatch = (colour: string) => `repeating-linear-gradient(135deg, transparent 0 6px, ${colour} 6px 9px)`;

/*
 * A week of a thousand blocks pays for every element and every rule here in style and layout
 * (bench/grid.bench.mjs): no descendant selectors, no custom properties set per block, no
 * clipping box per line.
 *
 * Each block is two boxes. The outer one (`placed`) carries the block's geometry as an inline
 * style and next to no rules. The inner button carries all the look but no inline style, so
 * buttons of the same kind share one computed style: the browser keeps a cache of computed styles
 * keyed by the declarations that matched, and an inline style unique to every element would miss
 * it a thousand times, resolving every theme variable of the button anew (it measured about three
 * times the style time of the split boxes).
 */

/** The block's place on the axis; its box comes from the layout alone, so the browser lays it out on its own. */
export const placed = style({
  position: 'absolute',
  // No paint containment: the button's focus ring and hover shadow reach past the box.
  contain: 'size layout style',
  minHeight: '18px',
  selectors: {
    '&:hover': { zIndex: 4 },
    '&:focus-within': { zIndex: 5 },
  },
});

export const block = style({
  display: 'block',
  boxSizing: 'border-box',
  overflow: 'hidden',
  // Time and title are one text with a line break between them.
  whiteSpace: 'pre-line',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  cursor: 'pointer',
  userSelect: 'none',
  border: `1px solid ${vars.color.border}`,
  selectors: {
    // The time, the first line, in bold, as an element of its own would make it, without one.
    '&::first-line': { fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:hover': { boxShadow: vars.shadow.md },
  },
});

/**
 * The gap between neighbours, drawn inside the placed box: a `calc()` in a thousand inline styles
 * costs more to set than the whole rest of the geometry. (After `block`, whose margin it overrides.)
 */
export const placement = styleVariants({
  column: { width: 'calc(100% - 2px)', height: '100%' },
  row: { width: 'calc(100% - 2px)', height: 'calc(100% - 4px)', marginTop: '2px' },
});

/** Lectures are square with a heavy edge; events are rounded and outlined: shape tells them apart, not colour alone. */
export const blockType = styleVariants({
  lecture: {
    background: vars.color.lecture,
    color: vars.color.lectureText,
    borderRadius: vars.radius.sm,
    borderLeft: `4px solid ${vars.color.lectureText}`,
  },
  event: {
    background: vars.color.event,
    color: vars.color.eventText,
    borderRadius: vars.radius.lg,
    border: `2px solid ${vars.color.eventText}`,
  },
});

/** Pending: amber hatching and a dashed outline, plus its label. */
export const pending = style({
  backgroundImage: hatch('rgba(122, 74, 0, 0.14)'),
  outline: `2px dashed ${vars.color.pendingText}`,
  outlineOffset: '-2px',
});

/** Just changed by someone else (live timetables): a solid ring in the focus colour, beside the block's own marks. */
export const highlighted = style({
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '1px',
  zIndex: 1,
});

/**
 * Kept in a closed time (an administrator kept it when closing the room, or on a holiday): a solid edge in the closure's
 * ink along its top, beside its "takes place" label, so the hatched band under it does not read as a cancellation.
 */
export const despiteClosure = style({
  borderTop: `3px solid ${vars.color.warningSoftText}`,
});

/** Its place above the closed band and the free-time surface of its column or row, under a hovered or focused block. */
export const placedAboveClosure = style({ zIndex: 1 });

/** Remote: a dotted inner edge beside its icon and label. */
export const remote = style({
  boxShadow: `inset -3px 0 0 ${vars.color.remote}`,
});

/** Remote only (the room is not used): a dashed outline in the remote colour over a paler block, beside its label. */
export const remoteOnly = style({
  boxShadow: `inset -3px 0 0 ${vars.color.remote}`,
  outline: `2px dashed ${vars.color.remote}`,
  outlineOffset: '-2px',
  backgroundImage: hatch('rgba(255, 255, 255, 0.45)'),
});

// Long words are clipped rather than broken letter by letter in a narrow lane.
export const subtitle = style({ fontWeight: vars.fontWeight.regular, opacity: 0.9 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, marginTop: vars.space.xxs });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const remoteBadge = style({ color: vars.color.remote });
export const pendingBadge = style({ color: vars.color.pendingText, background: vars.color.pending });
/** "Takes place": in the closure's colours, outlined, so it reads against the hatching in any theme. */
export const despiteClosureBadge = style({
  color: vars.color.warningSoftText,
  background: vars.color.warningSoft,
  boxShadow: `inset 0 0 0 1px ${vars.color.warningSoftText}`,
});

export const icon = style({ width: '12px', height: '12px', flexShrink: 0 });

/** In the agenda list blocks flow one under the other instead of sitting on the time axis. */
export const listed = style({ width: '100%', minHeight: vars.size.controlMd });

/** Lane grids and narrow lanes give a block one line per part, clipped at the block's edge. */
export const compact = style({ whiteSpace: 'pre' });

/**
 * A lane table's day cell lists its blocks: a line each for time and title (and the subtitle),
 * cut with an ellipsis at the cell's edge; the marks' icons sit in the top corner.
 */
export const cell = style({
  position: 'relative',
  width: '100%',
  whiteSpace: 'pre',
  textOverflow: 'ellipsis',
});

/** In a cell the marks sit in the top corner, beside the time, which is the shortest line. */
export const cellBadges = style({ position: 'absolute', top: '2px', right: '2px', marginTop: 0 });

export const cellLine = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' });

// A remote-only block's words ("Remote – room not used") explain why it sits beside a lecture: they wrap in a narrow
// column instead of being cut at its edge.
globalStyle(`${remoteOnly} ${badge}`, { whiteSpace: 'normal' });
