import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const article = style({ maxWidth: '960px', margin: '0 auto', lineHeight: vars.lineHeight.normal });
export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
/** A 4-column table that still fits 320 px (WCAG 1.4.10): cells wrap, and test paths break anywhere. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBlock: vars.space.sm });
export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const checks = style({ margin: 0, paddingInlineStart: vars.space.md });
