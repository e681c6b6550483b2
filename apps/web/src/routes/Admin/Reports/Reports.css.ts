import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const chart = style({ width: '100%', height: '320px', margin: 0 });
/** The frame of a chart as tall as its rows (a bar per room): at most this high, then it scrolls. */
export const chartScroll = style({ maxHeight: '480px', overflowY: 'auto', borderRadius: vars.radius.md });
export const tallChart = style({ width: '100%', margin: 0 });

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});
