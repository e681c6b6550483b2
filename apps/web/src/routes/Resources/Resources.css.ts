import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const search = style({ flexGrow: 1, minWidth: '240px', maxWidth: '420px' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const badge = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});
export const badgeWarning = style([badge, { background: vars.color.warningSoft, color: vars.color.warningSoftText }]);
export const badgeSuccess = style([badge, { background: vars.color.successSoft, color: vars.color.successSoftText }]);

/** A card's buttons sit at its foot, whatever the height of what is above them. */
export const cardActions = style({ marginTop: 'auto' });

export const carousel = style({ margin: 0 });
export const carouselImage = style({
  width: '100%',
  maxHeight: '320px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const detailHeading = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.xxs });
