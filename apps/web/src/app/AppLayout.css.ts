import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
  maxWidth: '1280px',
  margin: '0 auto',
  paddingInline: vars.space.lg,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flexShrink: 0,
});

export const userName = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '220px',
  '@media': { 'screen and (max-width: 599px)': { display: 'none' } },
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexGrow: 1,
  '@media': {
    'screen and (max-width: 899px)': { display: 'none' },
  },
});

export const navOpen = style({
  '@media': {
    'screen and (max-width: 899px)': {
      display: 'flex',
      position: 'fixed',
      inset: `${vars.size.headerHeight} 0 0 0`,
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: vars.space.lg,
      background: vars.color.surface,
      overflowY: 'auto',
      zIndex: vars.zIndex.overlay,
    },
  },
});

export const group = style({ position: 'relative' });

export const groupSummary = style({
  listStyle: 'none',
  cursor: 'pointer',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

export const groupList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  minWidth: '220px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  '@media': {
    'screen and (min-width: 900px)': { position: 'absolute', top: '100%', left: 0, zIndex: vars.zIndex.dropdown },
  },
});

export const groupLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primarySoftText,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
});

export const menuToggle = style({
  '@media': {
    'screen and (min-width: 900px)': { display: 'none' },
  },
});

export const impersonationBar = style({
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  textAlign: 'center',
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const flash = style({
  maxWidth: '1280px',
  margin: `${vars.space.md} auto 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
});

export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.lg,
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'center',
});
