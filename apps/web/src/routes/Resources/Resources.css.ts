import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const search = style({ flexGrow: 1, minWidth: '240px', maxWidth: '420px' });

export const detailHeading = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.xxs });
