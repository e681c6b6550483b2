import { style } from '@vanilla-extract/css';

/** The other-room menu, as wide before its options (the list of rooms) come as after: nothing beside it moves. */
export const roomSelect = style({ width: '18rem', maxWidth: '100%' });
