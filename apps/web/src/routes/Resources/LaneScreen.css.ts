import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

/** The date picker beside the arrows: as wide as a date, not the whole row. */
export const datePicker = style({ width: '12rem' });
export const picker = style({ maxWidth: '640px' });
export const empty = style({
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
/* Rooms at a glance: its filters' widths. */
export const filter = style({ minWidth: '220px' });
export const narrowFilter = style({ width: '160px' });
