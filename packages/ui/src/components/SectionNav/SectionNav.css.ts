import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/*
 * From a tablet up the sections wrap onto a second row rather than run off the edge: in Lithuanian they did not fit
 * 1280–1366 px and nothing showed that more existed (issue 27). On a phone they scroll sideways, with a visible
 * scroll bar, so that the cut-off tab is not the only hint.
 */
export const bar = style({
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  '@media': { 'screen and (min-width: 768px)': { overflowX: 'visible' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  display: 'flex',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  '@media': { 'screen and (min-width: 768px)': { flexWrap: 'wrap', rowGap: 0 } },
});

export const link = style({
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
