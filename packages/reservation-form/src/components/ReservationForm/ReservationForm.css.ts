import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui/vars';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const timeRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const remote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const remoteAddressRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({
  flexGrow: 1,
  minWidth: 0,
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.fontSize.sm,
});

/** A line under a field that says what it cannot show (invitees hidden from a reader not involved). */
export const fieldNote = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const failure = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.fontSize.sm,
});

export const failureList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const actionsStart = style({
  marginRight: 'auto',
});

/** Delete and Save, kept on one row; empty (read-only, no delete) it takes no room. */
export const actionsEnd = style({
  display: 'flex',
  gap: vars.space.sm,
  marginLeft: 'auto',
  selectors: { '&:empty': { display: 'none' } },
});

/** What stands at the chosen time: a warning, since the server decides on Save. */
export const takenNotice = style({
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.fontSize.sm,
});

/** Just taken by someone else while the form was open (issue 31): ringed like the slot picker's just-taken slot. */
export const justTakenNotice = style({ outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' });

export const takenNoticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const takenNoticeList = style({ margin: `${vars.space.xxs} 0 0`, paddingLeft: vars.space.md });

/** "Skip conflicting dates" and "Find a free room": a control with what it found underneath. */
export const helperGroup = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const helperText = style({ margin: 0, color: vars.color.textMuted });

export const helperList = style({
  margin: 0,
  paddingLeft: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
