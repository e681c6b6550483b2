import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A list of checkboxes lays out as its group does (each a row of the fieldset), as if it had no wrapper. */
export const choices = style({ display: 'contents' });

/** `FormRow`: columns of at least 10rem, as many as the form's width holds. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
