import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

/** Held on screen after the last request settled (so that it does not blink away): clicks go through to the page. */
export const heldOverlay = style([overlay, { pointerEvents: 'none' }]);

export const panel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const spinner = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 700ms linear infinite`,
});
