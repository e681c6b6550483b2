import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const intro = style({ color: vars.color.textMuted });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** Padding and the gap between a panel's parts, per `PanelSpacing`. */
export const panelSpacing = styleVariants({
  normal: { padding: vars.space.lg, gap: vars.space.sm },
  roomy: { padding: vars.space.xl, gap: vars.space.lg },
});

export const panelTitle = style({ fontSize: vars.fontSize.lg });
