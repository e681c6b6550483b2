import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: a label that a visual marker or the layout stands for on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
