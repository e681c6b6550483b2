import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tone = styleVariants({
  danger: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
  warning: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
});

export const layout = styleVariants({
  box: { padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md },
  bar: { padding: vars.space.xs, textAlign: 'center', fontSize: vars.fontSize.sm },
});
