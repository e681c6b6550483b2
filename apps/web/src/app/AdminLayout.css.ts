import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const admin = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
