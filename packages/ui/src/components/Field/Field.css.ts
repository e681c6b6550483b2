import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  padding: 0,
});

export const control = style({
  minHeight: vars.size.controlMd,
  width: '100%',
  boxSizing: 'border-box',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

/** A text input's width, per `TextInputWidth`: `short` holds about six characters. */
export const controlWidth = styleVariants({ full: {}, short: { width: '6rem' } });

export const textarea = style([control, { minHeight: '4.5rem', resize: 'vertical' }]);

/** A label that wraps keeps the box beside its first line. */
export const checkboxRow = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const checkbox = style({
  flexShrink: 0,
  width: '1.1rem',
  height: '1.1rem',
  // Centred on the label's first line (`1lh`, the line's height), whatever the label's size.
  margin: 0,
  marginTop: 'calc((1lh - 1.1rem) / 2)',
  accentColor: vars.color.primary,
  cursor: 'inherit',
});

export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerSoftText,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
