import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

/** An invitation's title line, as a notification's (`NotificationCard`). */
export const title = style({
  fontWeight: 600,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

/** The invitations' list (not paged, so not a `ListPage`). */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
