import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Months side by side, a day a small square. */
export const months = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const month = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.xs });

export const caption = style({ fontWeight: vars.fontWeight.bold, textAlign: 'left', paddingBottom: vars.space.xxs });

export const weekday = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, padding: 0 });

export const day = style({
  width: '1.75em',
  height: '1.75em',
  textAlign: 'center',
  padding: 0,
  fontVariantNumeric: 'tabular-nums',
});

/** A mark's look, per `DayMarkTone`. */
export const tone = styleVariants({
  primary: { background: vars.color.primarySoft },
  success: { background: vars.color.successSoft, fontWeight: vars.fontWeight.bold },
  // Hatched as the grids draw closures.
  hatched: {
    background: `repeating-linear-gradient(-45deg, ${vars.color.warningSoft} 0 3px, ${vars.color.surface} 3px 6px)`,
  },
  // Framed, not filled: told apart from the soft primary at a glance, in either theme.
  neutral: { background: vars.color.surface, boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
  muted: { color: vars.color.textMuted },
});

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0 });
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, listStyle: 'none' });
export const swatch = style({ display: 'inline-block', width: '1em', height: '1em' });
