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

/** `ruled`: the pairs one under another, each a row with a rule above it. */
export const ruledList = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const ruledRow = style({
  display: 'grid',
  gridTemplateColumns: '12.5rem 1fr',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  // A phone has no room for the terms' column: each value goes under its term.
  '@media': { 'screen and (max-width: 599px)': { gridTemplateColumns: '1fr', gap: 0 } },
});
