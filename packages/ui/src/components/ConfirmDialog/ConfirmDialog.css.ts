import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const message = style({
  margin: 0,
  marginBottom: vars.space.lg,
  whiteSpace: 'pre-line',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
