import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const article = style({ maxWidth: '820px', margin: '0 auto', lineHeight: vars.lineHeight.normal });
export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const toc = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginBottom: vars.space.xl,
});
/** Each contents link a 24 px high target (WCAG 2.5.8: the links are a list, so they are not inline text). */
export const tocLink = style({ display: 'inline-block', minHeight: '24px', paddingBlock: '2px' });
export const tocTitle = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.xs });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
});
export const steps = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const tips = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  borderRadius: vars.radius.md,
});

export const screenshot = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  marginBlock: vars.space.md,
});
