import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const page = style({
  flexGrow: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const card = style({
  width: '100%',
  maxWidth: '380px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The title on the left, the language choice on the right. */
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

/** The sign-in fields are the large size of the submit button under them. */
export const input = style({ minHeight: vars.size.controlLg });

/** The university sign-in links (issue 30): one full-width, large control each. */
export const providers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const breakGlass = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const breakGlassBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginTop: vars.space.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
