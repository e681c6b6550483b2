import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  zIndex: vars.zIndex.dropdown,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  // In a window too short for the calendar above or below its field, it fits the window and scrolls inside: the page
  // is held still while the calendar is open, so nothing else would reach its first or last rows.
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
});

/** react-day-picker's stylesheet reads these variables; they come from the theme here. */
export const calendar = style({
  vars: {
    '--rdp-accent-color': vars.color.primary,
    '--rdp-accent-background-color': vars.color.primarySoft,
    '--rdp-today-color': vars.color.primary,
    '--rdp-day-height': '36px',
    '--rdp-day-width': '36px',
    '--rdp-day_button-height': '34px',
    '--rdp-day_button-width': '34px',
    '--rdp-nav-height': '2.25rem',
    '--rdp-selected-border': `2px solid ${vars.color.primary}`,
  },
  fontSize: vars.fontSize.md,
});

/** Where the month grid will be while its code loads: about its size, so that the picker does not jump. */
export const calendarStandIn = style({
  width: 'calc(7 * 36px)',
  height: 'calc(2.25rem + 7 * 36px)',
  outline: 'none',
});

export const time = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const timeSelect = style({
  fontFamily: vars.font.family,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerEnd = style({ display: 'flex', gap: vars.space.sm });
