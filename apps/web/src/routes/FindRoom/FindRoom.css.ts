import { style } from '@vanilla-extract/css';
import { vars } from '@laikas/ui';

export const wide = style({ gridColumn: '1 / -1' });

export const results = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const clashes = style({ color: vars.color.warningSoftText, fontSize: vars.fontSize.sm });
