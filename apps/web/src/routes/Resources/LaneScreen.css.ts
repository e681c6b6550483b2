import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const rangeLabel = style({ fontSize: vars.fontSize.lg });
export const picker = style({ maxWidth: '640px' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const empty = style({
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
