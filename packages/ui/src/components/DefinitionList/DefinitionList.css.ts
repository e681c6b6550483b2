import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Terms in a column as wide as the longest (at least 120px), their values beside them; one column on a phone. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (max-width: 599px)': { gridTemplateColumns: '1fr' } },
});

export const term = style({ fontWeight: vars.fontWeight.medium });

/** A long address or identifier breaks rather than widening the page. */
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
