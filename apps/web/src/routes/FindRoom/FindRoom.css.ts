import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'end',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' });

export const results = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const result = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
});

export const resultText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const resultName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const clashes = style({ color: vars.color.warningSoftText, fontSize: vars.fontSize.sm });
export const scroller = style({ overflowX: 'auto' });
export const scrollContent = style({ minWidth: '720px' });
