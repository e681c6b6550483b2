import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

/*
 * Left for the Admin screens only, until they move to ui's pieces: muted text is a `Box` with `color="textMuted"`, a
 * group of options is a `Fieldset`, a row of buttons an `Inline`, a join link `buttonClass({ variant: 'success' })`.
 */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A borderless group of checkboxes in a form, its options one under another. */
export const optionGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
