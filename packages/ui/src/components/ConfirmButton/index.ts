export { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton';
export { keepFocusWhenRemoved } from './keepFocusWhenRemoved';
