import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Below 600px each change is a card (field, then before and after one under the other): three columns do not fit.
const narrow = 'screen and (max-width: 599px)';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [narrow]: { display: 'block' } },
});

export const head = style({ '@media': { [narrow]: { display: 'none' } } });

export const body = style({ '@media': { [narrow]: { display: 'block' } } });

export const row = style({
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [narrow]: { display: 'grid', gap: vars.space.xxs, paddingBlock: vars.space.xs } },
});

export const headerCell = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  paddingBlock: vars.space.xxs,
  paddingInlineEnd: vars.space.sm,
});

export const field = style({
  fontWeight: vars.fontWeight.medium,
  verticalAlign: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.xxs,
  paddingInlineEnd: vars.space.sm,
  '@media': { [narrow]: { display: 'block', padding: 0 } },
});

export const cell = style({
  verticalAlign: 'top',
  paddingBlock: vars.space.xxs,
  paddingInlineEnd: vars.space.sm,
  overflowWrap: 'anywhere',
  '@media': { [narrow]: { display: 'block', padding: 0 } },
});

/** The column's name before a value, shown only where the header row is hidden. */
export const inlineLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  marginInlineEnd: vars.space.xs,
  '@media': { [narrow]: { display: 'inline' } },
});

export const before = style({
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
  textDecoration: 'line-through',
});

export const after = style({
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
  textDecoration: 'none',
});

export const none = style({ color: vars.color.textMuted });

export const caption = style({
  textAlign: 'start',
  color: vars.color.textMuted,
  paddingBlockEnd: vars.space.xxs,
  '@media': { [narrow]: { display: 'block' } },
});
