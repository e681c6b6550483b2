import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
