import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The unread marker: a dot before the title (its words are for screen readers only). */
export const unreadDot = style({
  width: '8px',
  height: '8px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export { visuallyHidden } from '../../theme/visuallyHidden.css';
