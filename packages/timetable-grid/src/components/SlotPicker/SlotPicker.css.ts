import { vars } from '@laikas/ui/vars';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  color: vars.color.text,
  maxWidth: '420px',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, minHeight: '1.5em' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const slot = style({
  display: 'grid',
  gridTemplateColumns: '7.5em 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primarySoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const slotState = styleVariants({
  free: {},
  selected: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  taken: {
    background: `repeating-linear-gradient(135deg, ${vars.color.surfaceSunken} 0 6px, ${vars.color.surface} 6px 12px)`,
    color: vars.color.textMuted,
    borderStyle: 'dashed',
  },
  outside: {
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    borderStyle: 'dotted',
  },
  forbidden: {
    background: `repeating-linear-gradient(45deg, ${vars.color.dangerSoft} 0 6px, ${vars.color.surface} 6px 12px)`,
    color: vars.color.dangerSoftText,
    borderStyle: 'dotted',
  },
  // A holiday or the room closed: the grid's closed hatching (issue 36).
  closed: {
    background: `repeating-linear-gradient(-45deg, ${vars.color.warningSoft} 0 6px, ${vars.color.surface} 6px 12px)`,
    color: vars.color.warningSoftText,
    borderColor: vars.color.warningSoftText,
  },
});

/**
 * A picker that takes no click (a reservation the person may only read): free and chosen slots look like the form's
 * other disabled fields, sunken and muted, the chosen ones softly marked, so that none of them reads as a button. Taken,
 * forbidden and closed slots keep their own looks. After `slotState`, so that it wins.
 */
export const inert = styleVariants({
  free: { background: vars.color.surfaceSunken, color: vars.color.textMuted, borderColor: vars.color.border },
  selected: {
    background: vars.color.primarySoft,
    color: vars.color.primarySoftText,
    borderColor: vars.color.primarySoft,
  },
});

/** A slot the room is in use that a remote reservation may still take (issue 36): edged, never plain free. */
export const inUse = style({ borderStyle: 'dashed', borderColor: vars.color.textMuted });

/**
 * Taken by someone else while the picker was open (live timetables, issue 31): ringed like a just-changed block of the
 * grid, beside its "Just taken" label, so that it is not read from colour alone.
 */
export const justTaken = style({ outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' });

/** The first slot of an unfinished pick: a heavier edge, since the end is still to come. */
export const start = style({ boxShadow: `inset 4px 0 0 ${vars.color.primaryText}` });

export const number = style({ fontWeight: vars.fontWeight.bold });
export const time = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const stateLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** Dates a slot is taken on get a line of their own under the slot's number and time. */
export const datesLabel = style({ gridColumn: '1 / -1', paddingBottom: vars.space.xxs });

export const gap = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  paddingLeft: vars.space.sm,
});

/**
 * A free slot in a marked time (an exam session, issue 36): the grid's marked hatching, lightly, under its text; it
 * stays pickable and says the time's name beside it, so that it is not read from colour alone.
 */
export const marked = style({
  backgroundImage: `repeating-linear-gradient(-45deg, ${vars.color.successSoft} 0 4px, transparent 4px 14px)`,
});
