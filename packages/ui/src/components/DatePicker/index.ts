export { DatePicker, preloadDatePicker, type DatePickerProps } from './DatePicker';
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_MINUTE_STEP,
  FIRST_YEAR,
  floorToStep,
  formatDateValue,
  LAST_YEAR,
  listMinuteOptions,
  parseDateValue,
  type DateTimeValue,
  type TimeOfDay,
} from './dateValue';
