import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover, &[data-state="open"]': { background: vars.color.surfaceSunken } },
});

export const badge = style({
  position: 'absolute',
  top: '-6px',
  right: '-6px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

export const content = style({ width: '360px', maxWidth: 'calc(100vw - 16px)', padding: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ fontWeight: vars.fontWeight.bold });

export const markAll = style({ minHeight: 'auto', color: vars.color.link, fontSize: vars.fontSize.sm });

export const list = style({ padding: vars.space.xs });

export const item = style({
  alignItems: 'flex-start',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
});

export const itemTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const unread = style({ fontWeight: vars.fontWeight.bold });

export const dot = style({
  width: '8px',
  height: '8px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const preview = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: 'inherit',
  wordBreak: 'break-word',
});

export const lines = style({ display: 'block', margin: 0, paddingInlineStart: vars.space.md, listStyleType: 'disc' });

export const time = style({ fontSize: vars.fontSize.xs, color: 'inherit' });

export const message = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const footer = style({
  padding: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const viewAll = style({ justifyContent: 'center', color: vars.color.link, fontWeight: vars.fontWeight.medium });

export { visuallyHidden } from '../../theme/visuallyHidden.css';
