import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** As many columns of at least 240px as the width holds. */
export const grid = style({
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

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted });

/** A card's buttons sit at its foot, whatever the height of what is above them. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
