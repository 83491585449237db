import { createContext, useContext } from 'react';

type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export interface ToastRequest {
  variant: ToastVariant;
  text: string;
  /** An in-app link under the text, e.g. 'Open raid'. */
  action?: { label: string; to: string };
  /** Stays until dismissed or hidden by the caller: a state that lasts, such as a lost connection. */
  sticky?: boolean;
}

/** Shows a toast; the answer hides it. */
type ShowToast = (toast: ToastRequest) => () => void;

export const ToastContext = createContext<ShowToast>(() => () => undefined);

/** Shows a toast that hides after 5000 ms (unless sticky) or when dismissed (SPEC section 9). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
