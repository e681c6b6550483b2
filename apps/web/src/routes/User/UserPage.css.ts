import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const page = style({ maxWidth: '560px', display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const muted = style({ color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm });
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const error = style({ color: vars.color.dangerText, margin: 0 });
