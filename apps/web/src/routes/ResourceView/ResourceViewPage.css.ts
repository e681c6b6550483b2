import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
