import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui/vars';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.fontSize.sm,
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
});

export const text = style({
  margin: 0,
});
