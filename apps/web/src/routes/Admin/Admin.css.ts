import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

/** Styles the admin screens share. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const cardLink = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
