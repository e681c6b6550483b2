import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const message = style({
  margin: 0,
  marginBottom: vars.space.lg,
});

// The two answers wrap onto their own lines in a narrow window (WCAG 1.4.10).
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
