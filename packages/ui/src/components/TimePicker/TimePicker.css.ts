import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const select = style({
  width: '100%',
  fontFamily: vars.font.family,
  minHeight: vars.size.controlMd,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
