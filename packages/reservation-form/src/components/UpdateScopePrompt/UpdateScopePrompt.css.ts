import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui/vars';

export const message = style({
  margin: 0,
  marginBottom: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
