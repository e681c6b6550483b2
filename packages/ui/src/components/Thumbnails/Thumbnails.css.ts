import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '160px' });

/** Every picture in the same 160×110 frame, cropped to fill it, whatever its own shape. */
export const image = style({ width: '160px', height: '110px', objectFit: 'cover', borderRadius: vars.radius.md });
