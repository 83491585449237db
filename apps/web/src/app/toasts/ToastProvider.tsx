import { TOAST_DELAY_MS } from '@raid/domain/rules/interfaceConstants';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT.js';
import { Link } from 'react-router';
import { ToastContext, type ToastRequest } from './toastContext.js';

interface ShownToast extends ToastRequest {
  id: number;
}

/** One toast in Bootstrap's markup; it hides itself after 5000 ms (SPEC section 9) unless sticky. */
function ToastView({ toast, onHide }: { toast: ShownToast; onHide: () => void }) {
  const t = useT();
  const hide = useRef(onHide);
  hide.current = onHide;
  const sticky = toast.sticky === true;
  useEffect(() => {
    if (sticky) return;
    const timer = setTimeout(() => hide.current(), TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sticky]);
  return (
    <div
      className={`toast show app-toast text-bg-${toast.variant}`}
      role="alert"
      aria-live="assertive"
      aria-atomic="true"
    >
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1">
          {toast.text}
          {toast.action && (
            <div className="mt-1">
              <Link className="link-light fw-semibold" to={toast.action.to} onClick={onHide}>
                {toast.action.label}
              </Link>
            </div>
          )}
        </div>
        <button
          type="button"
          className="btn-close btn-close-white m-2 flex-shrink-0"
          aria-label={t('common.close')}
          onClick={onHide}
        />
      </div>
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const hide = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (toast: ToastRequest) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown, { ...toast, id }]);
      return () => hide(id);
    },
    [hide],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-container position-fixed bottom-0 end-0 app-toasts p-3">
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onHide={() => hide(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
