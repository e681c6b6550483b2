import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Narrower than this, the navigation moves into the full-screen menu (same as sprinkles' tablet).
const compact = '(max-width: 767px)';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  // The header adapts to its own width (container query), so that it also works embedded.
  containerType: 'inline-size',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.lg,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});

export const navigation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  '@container': { [compact]: { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
  '@container': { [compact]: { display: 'none' } },
});

export const toggle = style({
  display: 'none',
  marginLeft: 'auto',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.xl,
  '@container': { [compact]: { display: 'inline-flex' } },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  top: vars.size.headerHeight,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  overflowY: 'auto',
  background: vars.color.surface,
});

export const overlayNavigation = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const overlayActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
