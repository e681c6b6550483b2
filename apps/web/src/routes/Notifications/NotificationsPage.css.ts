import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    '&[data-state="unread"]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised },
  },
});
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
export const message = style({ overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
