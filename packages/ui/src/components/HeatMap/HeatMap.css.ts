import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// A size container, so that the caption can be as wide as what shows of the table rather than the table itself.
export const scroller = style({ overflowX: 'auto', containerType: 'inline-size' });
export const table = style({ borderCollapse: 'separate', borderSpacing: '2px', fontSize: vars.fontSize.xs });
export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'start' });
/** The caption's words wrap within the scroller and stay in view while the table scrolls under them (a phone). */
export const captionText = style({ display: 'block', maxWidth: '100cqi', position: 'sticky', left: 0 });
export const cell = style({
  minWidth: '36px',
  height: '28px',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
/** A cell that is not a button (no `onCellClick`): a box of the same size. */
export const still = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  cursor: 'default',
});
// The figure sits on the page's own background, not on the shade: readable at every shade in both themes (WCAG
// 1.4.3; no single text colour contrasts with mid blues).
export const value = style({
  padding: '0 3px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});
