import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const carousel = style({ margin: 0 });

/** Full width, at most 320px high, cropped to fill: pictures of any shape take the same room. */
export const image = style({
  width: '100%',
  maxHeight: '320px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
