import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const base = style({
  display: 'inline-block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
});

export const tone = styleVariants({
  primary: [base, { background: vars.color.primarySoft, color: vars.color.primarySoftText }],
  warning: [base, { background: vars.color.warningSoft, color: vars.color.warningSoftText }],
  success: [base, { background: vars.color.successSoft, color: vars.color.successSoftText }],
});
