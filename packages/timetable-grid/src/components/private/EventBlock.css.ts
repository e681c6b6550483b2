import { vars } from '@laikas/ui';
import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** The event's own accent colour (a data value, so it arrives as a CSS variable). */
export const accentVar = createVar();

const hatch = (colour: string) => `repeating-linear-gradient(135deg, transparent 0 6px, ${colour} 6px 9px)`;

export const block = style({
  position: 'absolute',
  boxSizing: 'border-box',
  // A flex column keeps the text at the top (a block button centres its content vertically).
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  // Its box comes from the layout alone, so the browser may lay out and paint each block on its
  // own: with a thousand blocks this is most of the week's layout time.
  contain: 'strict',
  overflow: 'hidden',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  cursor: 'pointer',
  border: `1px solid ${vars.color.border}`,
  minHeight: '18px',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px', zIndex: 5 },
    '&:hover': { zIndex: 4, boxShadow: vars.shadow.md },
  },
});

/** Lectures are square with a heavy edge; events are rounded and outlined: shape tells them apart, not colour alone. */
export const blockType = styleVariants({
  lecture: {
    background: vars.color.lecture,
    color: vars.color.lectureText,
    borderRadius: vars.radius.sm,
    borderLeft: `4px solid ${accentVar}`,
    vars: { [accentVar]: vars.color.lectureText },
  },
  event: {
    background: vars.color.event,
    color: vars.color.eventText,
    borderRadius: vars.radius.lg,
    border: `2px solid ${accentVar}`,
    vars: { [accentVar]: vars.color.eventText },
  },
});

/** Pending: amber hatching and a dashed outline, plus its label. */
export const pending = style({
  backgroundImage: hatch('rgba(122, 74, 0, 0.14)'),
  outline: `2px dashed ${vars.color.pendingText}`,
  outlineOffset: '-2px',
});

/** Remote: a dotted inner edge beside its icon and label. */
export const remote = style({
  boxShadow: `inset -3px 0 0 ${vars.color.remote}`,
});

export const time = style({ display: 'block', fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
// Long words are clipped rather than broken letter by letter in a narrow lane.
export const title = style({ display: 'block', fontWeight: vars.fontWeight.medium, maxWidth: '100%' });
export const subtitle = style({ display: 'block', opacity: 0.9, maxWidth: '100%' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, marginTop: vars.space.xxs });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const remoteBadge = style({ color: vars.color.remote });
export const pendingBadge = style({ color: vars.color.pendingText, background: vars.color.pending });

export const icon = style({ width: '12px', height: '12px', flexShrink: 0 });

/** In the agenda list blocks flow one under the other instead of sitting on the time axis. */
export const listed = style({ position: 'static', contain: 'none', width: '100%', minHeight: vars.size.controlMd });

/** Read by assistive technology, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Lane grids give a block one line per part: clipped with an ellipsis rather than wrapped out of sight. */
export const compact = style({});
globalStyle(`${compact} > span`, {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
});
