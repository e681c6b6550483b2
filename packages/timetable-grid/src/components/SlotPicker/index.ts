export { SlotPicker, type SlotPickerProps, type SlotPickerValue } from './SlotPicker';
