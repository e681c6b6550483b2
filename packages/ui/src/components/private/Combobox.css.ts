import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const trigger = style({
  display: 'flex',
  fontFamily: vars.font.family,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceSunken, color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  width: 'var(--radix-popover-trigger-width)',
  minWidth: '220px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
});

export const input = style({
  width: '100%',
  fontFamily: vars.font.family,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  // The popover already frames the box; an inset underline marks its focus instead of an outline.
  selectors: { '&:focus, &:focus-visible': { outline: 'none', boxShadow: `inset 0 -2px 0 ${vars.color.focusRing}` } },
});

export const list = style({
  // spec 9: the list is at most 300 px high; less in a window too short for that above or below the field, where it
  // leaves room for the search box (the page is held still while the list is open, so nothing else reaches it).
  maxHeight: 'min(300px, calc(var(--radix-popover-content-available-height) - 3rem))',
  overflowY: 'auto',
  padding: vars.space.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-selected="true"]': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
    '&[data-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const check = style({ width: '1em', flexShrink: 0, textAlign: 'center' });

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const description = style({ fontSize: vars.fontSize.xs, color: 'inherit', opacity: 0.85 });

export const message = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  fontSize: vars.fontSize.sm,
});

export const chipRemove = style({
  display: 'inline-flex',
  fontFamily: vars.font.family,
  alignItems: 'center',
  justifyContent: 'center',
  // A 24 px target (WCAG 2.5.8; 32 px under a finger) drawn in the chip's 20 px: the margins keep the chip's size and
  // stop short of the next chip.
  width: '24px',
  height: '24px',
  margin: '-2px',
  '@media': { '(pointer: coarse)': { width: '32px', height: '32px', margin: '-6px' } },
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const visuallyHiddenLabel = visuallyHidden;
