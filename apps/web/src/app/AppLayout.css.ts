import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const userName = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '220px',
  '@media': { 'screen and (max-width: 599px)': { display: 'none' } },
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

/** Read by screen readers, not drawn (the route announcer's live region). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
