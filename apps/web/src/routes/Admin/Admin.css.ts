import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

/** Styles the admin screens share. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const cardLink = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '760px',
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  background: vars.color.surface,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space.xs });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
});

export const slotRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const slotInput = style({ width: '96px' });

export const errorText = style({ color: vars.color.danger, margin: 0 });

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (max-width: 599px)': { gridTemplateColumns: '1fr' } },
});
export const term = style({ fontWeight: vars.fontWeight.medium });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
export const thumb = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '160px' });
export const thumbImage = style({ width: '160px', height: '110px', objectFit: 'cover', borderRadius: vars.radius.md });

export { visuallyHidden } from '@laikas/ui';
