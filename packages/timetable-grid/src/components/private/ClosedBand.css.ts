import { vars } from '@laikas/ui/vars';
import { style } from '@vanilla-extract/css';

/**
 * A closed time (a holiday, a room closed; issue 36): hatched more boldly than a forbidden gap, over the free time
 * and under the events; its name in a label of its own colours, so the hatching never lowers the text's contrast.
 */
export const band = style({
  position: 'absolute',
  overflow: 'hidden',
  boxSizing: 'border-box',
  background: `repeating-linear-gradient(-45deg, ${vars.color.warningSoft} 0 6px, ${vars.color.surfaceSunken} 6px 12px)`,
  borderTop: `2px solid ${vars.color.warningSoftText}`,
  cursor: 'not-allowed',
});

/** The same hatching as a note in a week table's cell, in the flow above the cell's events. */
export const note = style({
  background: `repeating-linear-gradient(-45deg, ${vars.color.warningSoft} 0 6px, ${vars.color.surfaceSunken} 6px 12px)`,
  borderTop: `2px solid ${vars.color.warningSoftText}`,
  borderRadius: vars.radius.sm,
  cursor: 'not-allowed',
});

export const label = style({
  display: 'inline-block',
  maxWidth: 'calc(100% - 8px)',
  margin: '4px',
  padding: `1px ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

/**
 * A marked time (an exam session; issue 36): hatched lightly in its own colour, under the free time's cursor and the
 * events; presses go through it to the free time, which is still offered. Its name is the only part that takes the
 * pointer, for its `title`.
 */
const markedHatch = `repeating-linear-gradient(-45deg, ${vars.color.successSoft} 0 4px, transparent 4px 14px)`;

export const markedBand = style({
  position: 'absolute',
  overflow: 'hidden',
  boxSizing: 'border-box',
  background: markedHatch,
  borderTop: `2px dashed ${vars.color.successSoftText}`,
  pointerEvents: 'none',
});

export const markedNote = style({
  background: markedHatch,
  borderTop: `2px dashed ${vars.color.successSoftText}`,
  borderRadius: vars.radius.sm,
});

export const markedLabel = style([
  label,
  { background: vars.color.successSoft, color: vars.color.successSoftText, pointerEvents: 'auto' },
]);
