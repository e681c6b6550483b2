import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.modal,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    width: `calc(100vw - 2 * ${vars.space.lg})`,
    maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    animation: `${fadeIn} ${vars.duration.normal} ease-out`,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      small: { maxWidth: '420px' },
      medium: { maxWidth: '640px' },
      large: { maxWidth: '1040px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text } },
});

export const body = style({
  padding: vars.space.lg,
  overflowY: 'auto',
});
