import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const search = style({ flexGrow: 1, minWidth: '240px', maxWidth: '420px' });

export const carousel = style({ margin: 0 });
export const carouselImage = style({
  width: '100%',
  maxHeight: '320px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const detailHeading = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.xxs });
