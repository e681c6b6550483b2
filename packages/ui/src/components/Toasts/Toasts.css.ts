import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

const viewportBase = style({
  position: 'fixed',
  right: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(360px, calc(100vw - 2 * ${vars.space.lg}))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

/** At the bottom of the window, or at its top while the bottom would cover what the user just made. */
export const viewport = styleVariants({
  bottom: [viewportBase, { bottom: vars.space.lg }],
  top: [viewportBase, { top: vars.space.lg }],
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    borderLeft: '4px solid',
    fontSize: vars.fontSize.md,
    pointerEvents: 'auto',
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
  },
  variants: {
    type: {
      success: {
        background: vars.color.successSoft,
        color: vars.color.successSoftText,
        borderColor: vars.color.success,
      },
      error: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText, borderColor: vars.color.danger },
    },
  },
});

export const message = style({ flex: 1, wordBreak: 'break-word' });

export { visuallyHidden } from '../../theme/visuallyHidden.css';

export const dismiss = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
});
