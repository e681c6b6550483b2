import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** The other-room menu, as wide before its options (the list of rooms) come as after: nothing beside it moves. */
export const roomSelect = style({ width: '18rem', maxWidth: '100%' });
