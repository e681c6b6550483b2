import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A chart of fixed size: a chart library fills its frame, so the frame sets the height. */
export const chart = style({ width: '100%', height: '320px', margin: 0 });

/** The frame of a chart as tall as its rows (a bar per room): at most this high, then it scrolls. */
export const scrollFrame = style({ maxHeight: '480px', overflowY: 'auto', borderRadius: vars.radius.md });

/** A chart that sets its own height (inside the scrolling frame). */
export const tallChart = style({ width: '100%', margin: 0 });
