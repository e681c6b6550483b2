import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  position: 'fixed',
  zIndex: vars.zIndex.tooltip,
  maxWidth: '320px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.tooltip,
  color: vars.color.tooltipText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  // spec 1: a 0.2 s fade.
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  selectors: { '&[data-state="measuring"]': { visibility: 'hidden' } },
});
