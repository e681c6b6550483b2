import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const admin = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const sectionBar = style({
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  marginInline: `calc(-1 * ${vars.space.xs})`,
});

export const sectionList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  display: 'flex',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const sectionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary, fontWeight: vars.fontWeight.bold },
  },
});
