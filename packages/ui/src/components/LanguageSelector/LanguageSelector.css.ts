import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const flag = style({ flexShrink: 0, borderRadius: vars.radius.sm, boxShadow: `0 0 0 1px ${vars.color.border}` });

export const code = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, textTransform: 'uppercase' });

export const name = style({ flex: 1 });

export const itemCode = style({ color: 'inherit', fontSize: vars.fontSize.xs, textTransform: 'uppercase' });
