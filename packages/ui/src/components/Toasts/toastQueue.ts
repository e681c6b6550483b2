export const toastTypes = ['success', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];

export interface ToastMessage {
  id: number;
  type: ToastType;
  message: string;
}

/** How long a toast stays, in milliseconds (spec 9: 5 s). */
export const TOAST_DURATION_MS = 5000;

/** How many toasts are stacked at most; the oldest goes first when a new one would exceed it. */
export const MAX_TOASTS = 5;

/** The stack after a new toast: newest last, at most `max` entries. */
export function addToast(stack: readonly ToastMessage[], toast: ToastMessage, max = MAX_TOASTS): ToastMessage[] {
  const next = [...stack, toast];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** The stack without the toast of the given id (unchanged when it is not there). */
export function removeToast(stack: readonly ToastMessage[], id: number): ToastMessage[] {
  return stack.filter((toast) => toast.id !== id);
}
