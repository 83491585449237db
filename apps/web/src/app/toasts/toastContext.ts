import { createContext, useContext } from 'react';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export interface ToastRequest {
  variant: ToastVariant;
  text: string;
  /** An in-app link under the text, e.g. 'Open raid'. */
  action?: { label: string; to: string };
}

export const ToastContext = createContext<(toast: ToastRequest) => void>(() => undefined);

/** Shows a toast that hides after 5000 ms or when dismissed (SPEC section 9). */
export function useToast(): (toast: ToastRequest) => void {
  return useContext(ToastContext);
}
