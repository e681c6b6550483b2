import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
/** A reservation's row: its time, what and where, then the join link. */
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
