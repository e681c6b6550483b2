import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
// No text-transform: Lithuanian dates are lower case ("lapkričio 30 d., pirmadienis"), and `capitalize` made
// "Lapkričio 30 D., Pirmadienis" of them (issue 12, item 10).
export const dayHeading = style({ fontSize: vars.fontSize.md });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '120px 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});
export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });
export const what = style({ display: 'flex', flexDirection: 'column' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
