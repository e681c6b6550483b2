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
/*
 * On a phone the lanes keep a readable width and the grid scrolls sideways: squeezed under the label column, the
 * hour ticks overlap and a 90-minute lecture is a few pixels wide. A week needs about seven day columns of 120px.
 */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const scrollContent = style({ minWidth: '720px' });
export const scrollContentWeek = style({ minWidth: '1040px' });
/* Rooms at a glance: its filters' widths. */
export const filter = style({ minWidth: '220px' });
export const narrowFilter = style({ width: '160px' });
