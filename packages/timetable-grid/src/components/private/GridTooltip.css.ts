import { vars } from '@laikas/ui/vars';
import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The spec's custom tooltip: a small dark box near the pointer with a 0.2 s fade. */
export const tooltip = style({
  position: 'fixed',
  left: 0,
  top: 0,
  zIndex: vars.zIndex.tooltip,
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.tooltip,
  color: vars.color.tooltipText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  animation: `${fadeIn} 200ms ease-out`,
});

export const tooltipTitle = style({ fontWeight: vars.fontWeight.bold, display: 'block' });
export const tooltipLine = style({ display: 'block' });
