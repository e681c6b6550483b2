import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

/** Styles the screens share. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const buttonGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A borderless group of checkboxes in a form, its options one under another. */
export const optionGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const weekLabel = style({ fontSize: vars.fontSize.lg });

/** A link styled as the green "join" action of a remote reservation. */
export const joinLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.success,
  color: vars.color.successText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});

/** Read by screen readers, not shown (a label that a visual marker stands for on screen). */
export { visuallyHidden } from '@laikas/ui';
