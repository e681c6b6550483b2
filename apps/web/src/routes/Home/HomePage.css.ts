import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/** A coming reservation: its day and time beside its name and where it is; one under the other on a phone. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '190px 1fr',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
  columnGap: vars.space.lg,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  gridRow: 'span 2',
});
export const name = style({ fontWeight: vars.fontWeight.bold });
