import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '12.5rem 1fr',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  // A phone has no room for the names' column: each value goes under its name.
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr', gap: 0 } },
});
