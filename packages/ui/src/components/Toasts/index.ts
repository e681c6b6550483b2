export { ToastProvider, useToast, type ToastController, type ToastOptions, type ToastProviderProps } from './Toasts';
export { chooseToastEdge, getStackBox, toastEdges, type ToastEdge } from './toastPlacement';
export {
  addToast,
  removeToast,
  MAX_TOASTS,
  TOAST_DURATION_MS,
  toastTypes,
  type ToastMessage,
  type ToastType,
} from './toastQueue';
