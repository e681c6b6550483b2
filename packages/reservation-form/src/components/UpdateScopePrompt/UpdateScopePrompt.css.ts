import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui/vars';

/** A size container, so that its buttons can stack where the modal is narrow (a phone). */
export const root = style({ containerType: 'inline-size' });

export const message = style({
  margin: 0,
  marginBottom: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  // The four buttons fit in a row from about 23.5rem (the small modal on a laptop gives 24rem); narrower they stack, one a row and full width, rather than wrap
  // one of them onto a row of its own.
  '@container': { '(max-width: 23.5rem)': { flexDirection: 'column', alignItems: 'stretch' } },
});
