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

/**
 * '1' on the bar while the compact layout is on, '0' otherwise: AppHeader reads it to put the pinned items where
 * that layout's reading order has them (the container query decides; the script does not repeat the breakpoint).
 */
export const compactLayout = '--laikas-header-compact';

export const bar = style({
  vars: { [compactLayout]: '0' },
  '@container': { [compact]: { vars: { [compactLayout]: '1' } } },
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

/**
 * The one rendering of the navigation and actions. Wide: `display: contents`, so its children sit
 * in the bar as if the wrapper were not there. Compact: a full-height panel under the bar, shown
 * while the menu is open. It is absolutely positioned, not fixed, because the header is a size
 * container and containment makes it the containing block of fixed descendants anyway.
 */
export const menu = style({
  display: 'contents',
  '@container': {
    [compact]: {
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      height: `calc(100dvh - ${vars.size.headerHeight})`,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      padding: vars.space.lg,
      overflowY: 'auto',
      background: vars.color.surface,
      selectors: { '&[data-state="closed"]': { display: 'none' } },
    },
  },
});

export const navigation = style({
  display: 'flex',
  alignItems: 'center',
  // More items than one line holds (an administrator's menu in Lithuanian at a laptop's width) take a second line
  // instead of running under the pinned items and the actions.
  flexWrap: 'wrap',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  '@container': { [compact]: { flex: 'none', flexDirection: 'column', alignItems: 'flex-start' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
  '@container': {
    [compact]: {
      flexWrap: 'wrap',
      marginLeft: 0,
      paddingTop: vars.space.lg,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

/**
 * The items that stay in the bar (the notification bell). Wide: in the document between the navigation and the
 * actions (AppHeader puts them there), as close to the actions as the actions' own items are to each other.
 * Compact: right after the logo, before the menu button, so that Tab still goes from the button into the open menu.
 */
export const pinned = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
  marginRight: `calc(${vars.space.sm} - ${vars.space.lg})`,
  '@container': { [compact]: { marginRight: 0 } },
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
  selectors: { [`${pinned} ~ &`]: { marginLeft: 0 } },
});
