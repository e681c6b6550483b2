import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

const item = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
  // On a phone the time stands above what it is the time of.
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
});

/** The time column: as wide as a time span, or as a day's name above one. */
export const itemWidth = styleVariants({
  narrow: [item, { gridTemplateColumns: '120px 1fr auto' }],
  wide: [item, { gridTemplateColumns: '190px 1fr auto' }],
});

export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
