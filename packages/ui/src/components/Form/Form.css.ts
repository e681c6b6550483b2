import { style } from '@vanilla-extract/css';

/** A list of checkboxes lays out as its group does (each a row of the fieldset), as if it had no wrapper. */
export const choices = style({ display: 'contents' });
