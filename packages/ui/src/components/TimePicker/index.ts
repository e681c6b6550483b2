export { TimePicker, type TimePickerProps } from './TimePicker';
export {
  DEFAULT_TIME_STEP,
  formatTimeOfDay,
  fromDayMinutes,
  listTimeOptions,
  toDayMinutes,
  type TimeOptionsInput,
} from './timeOptions';
