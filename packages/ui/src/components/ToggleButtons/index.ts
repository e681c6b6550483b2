export { ToggleButtons, type ToggleButtonOption, type ToggleButtonsProps } from './ToggleButtons';
