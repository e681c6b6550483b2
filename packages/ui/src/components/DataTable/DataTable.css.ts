import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const search = style({
  minWidth: '240px',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const scroller = style({
  overflowX: 'auto',
  // The empty and loading message measures the width that is seen against this box (`cqi` below).
  containerType: 'inline-size',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The words under a table wider than its box: there are columns to scroll to. */
export const scrollCue = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const caption = visuallyHidden;

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  // Not on the line's baseline: a numeric heading's (its sort mark first) would sit lower than the others.
  verticalAlign: 'top',
});

export const sortIndicator = style({ color: vars.color.textMuted, width: '1em' });

/** A figures column's heading ends where its figures end: the sort mark goes before it. */
export const sortButtonNumeric = style({ flexDirection: 'row-reverse' });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

/** A cell naming its row: the body's weight, not a header's. */
export const rowHeader = style({ textAlign: 'left', fontWeight: 'inherit' });

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const row = style({
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

globalStyle(`${row}:last-child > :is(td, th)`, { borderBottom: 'none' });

/** The cell of the empty or loading message, across every column; its text sits in `messageText`. */
export const message = style({ padding: 0 });

/**
 * The message keeps to the scroller's visible width and its left edge: centred across a table wider than its box (a
 * phone) it was cut off, and it would scroll away with the columns.
 */
export const messageText = style({
  position: 'sticky',
  left: 0,
  boxSizing: 'border-box',
  width: '100cqi',
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// Wraps in a narrow box (WCAG 1.4.10 Reflow: the page size and the page buttons did not fit 320 px and pushed the page
// 21 px sideways on the profile's token list).
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const pageSize = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const pageSizeSelect = style({
  minHeight: vars.size.controlSm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});
