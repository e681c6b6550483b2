import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

/** Buttons of a filter form (Apply, Clear), or a row of quick choices, take a row of their own. */
export const filterRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    // An item that asks for attention (a failed e-mail, an unread notice).
    '&[data-state="attention"]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised },
  },
});

export const itemTitle = style({
  fontWeight: 600,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger });
