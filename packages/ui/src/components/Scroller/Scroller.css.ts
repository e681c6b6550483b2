import { style, styleVariants } from '@vanilla-extract/css';

export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

/*
 * The width the content keeps: squeezed under it, a timetable's hour ticks overlap and a 90-minute lecture is a few
 * pixels wide. A day's lanes need about 720px, a week's seven day columns of about 120px.
 */
export const content = styleVariants({
  day: { minWidth: '720px' },
  week: { minWidth: '1040px' },
});
