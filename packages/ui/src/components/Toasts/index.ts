export { ToastProvider, useToast, type ToastController, type ToastProviderProps } from './Toasts';
export {
  addToast,
  removeToast,
  MAX_TOASTS,
  TOAST_DURATION_MS,
  toastTypes,
  type ToastMessage,
  type ToastType,
} from './toastQueue';
