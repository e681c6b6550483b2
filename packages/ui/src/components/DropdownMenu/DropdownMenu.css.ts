import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-state="open"]': { background: vars.color.surfaceSunken },
  },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '200px',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  display: 'inline-flex',
  width: '1em',
  justifyContent: 'center',
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
