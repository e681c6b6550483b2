import { vars } from '@laikas/ui/vars';
import { style } from '@vanilla-extract/css';

/* The parts the time grid and the lane grid share: the frame, the sticky header, the weekday, the selection. */

export const root = style({
  position: 'relative',
  width: '100%',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxSizing: 'border-box',
});

export const header = style({
  display: 'flex',
  position: 'sticky',
  top: 0,
  zIndex: 6,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  borderTopLeftRadius: vars.radius.md,
  borderTopRightRadius: vars.radius.md,
});

export const weekday = style({ fontWeight: vars.fontWeight.bold, textTransform: 'capitalize' });

/** A span being dragged over free time; each grid adds where it sits. */
export const selection = style({
  position: 'absolute',
  zIndex: 3,
  boxSizing: 'border-box',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  padding: vars.space.xxs,
  overflow: 'hidden',
  pointerEvents: 'none',
});

/** Refused: dashed in the danger colours, above the events it may reach past, its words in full (the box grows). */
export const selectionRefused = style({
  borderColor: vars.color.danger,
  borderStyle: 'dashed',
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  zIndex: 6,
  overflow: 'visible',
  overflowWrap: 'anywhere',
});
