import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const userName = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '220px',
  '@media': { 'screen and (max-width: 599px)': { display: 'none' } },
});

/** The forbidden message: as wide as the page under it. */
export const flash = style({ maxWidth: '1280px', margin: `${vars.space.md} auto 0` });

export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.lg,
});
