import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The title line; an unread one starts with its dot. */
export const title = style({
  fontWeight: 600,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

/** The unread marker: a dot before the title (its words are for screen readers only). */
export const unreadDot = style({
  width: '8px',
  height: '8px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export { visuallyHidden } from '../../theme/visuallyHidden.css';
