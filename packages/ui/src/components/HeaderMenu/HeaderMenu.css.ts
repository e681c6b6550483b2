import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({ position: 'relative' });

export const summary = style({
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

/** In the phone's full-screen menu the links open under their group; from 900px up they drop down over the page. */
export const list = style({
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

export const link = style({
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
