export {
  dayMarkTones,
  MarkedCalendar,
  type DayMark,
  type DayMarkTone,
  type MarkedCalendarProps,
} from './MarkedCalendar';
export { monthWeeks, type CalendarMonth } from './monthWeeks';
