import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const page = style({
  maxWidth: '820px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
});
export const muted = style({ color: vars.color.textMuted });
export const details = style({ margin: 0, display: 'flex', flexDirection: 'column' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '200px 1fr',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr', gap: 0 } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const invitation = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
