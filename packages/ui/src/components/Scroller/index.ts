export { Scroller, scrollerWidths, type ScrollerProps, type ScrollerWidth } from './Scroller';
