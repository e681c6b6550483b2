import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui/vars';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const rule = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  // Three across need about 25rem (the form's column on a laptop gives 27rem and more); narrower (the form on a
  // phone) the end date goes under the type and the interval, so that neither "Kas mėnesį" nor the date is cut short.
  '@container': { '(max-width: 25rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const intervalRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const intervalInput = style({
  maxWidth: '5rem',
});

export const unit = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const weekdays = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const legend = style({
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The native select of the rule's type, dressed like the ui text inputs. */
export const select = style({
  minHeight: vars.size.controlMd,
  width: '100%',
  boxSizing: 'border-box',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
