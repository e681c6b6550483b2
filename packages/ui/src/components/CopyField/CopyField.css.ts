import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const value = style({ flex: '1 1 16rem', minWidth: 0, fontFamily: vars.font.familyMono });
export const status = style({ minHeight: '1.25em', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
