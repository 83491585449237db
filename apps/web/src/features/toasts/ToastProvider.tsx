import { TOAST_DELAY_MS } from '@raid/domain/rules/interfaceConstants';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Toast, ToastContainer } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToastContext, type ToastRequest } from './toastContext.js';

interface ShownToast extends ToastRequest {
  id: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const show = useCallback((toast: ToastRequest) => {
    const id = nextId.current++;
    setToasts((shown) => [...shown, { ...toast, id }]);
  }, []);
  const hide = (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastContainer position="bottom-end" className="app-toasts p-3" containerPosition="fixed">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            bg={toast.variant}
            autohide
            delay={TOAST_DELAY_MS}
            onClose={() => hide(toast.id)}
            className="app-toast"
          >
            <div className="d-flex align-items-start">
              <Toast.Body className="flex-grow-1">
                {toast.text}
                {toast.action && (
                  <div className="mt-1">
                    <Link
                      className="link-light fw-semibold"
                      to={toast.action.to}
                      onClick={() => hide(toast.id)}
                    >
                      {toast.action.label}
                    </Link>
                  </div>
                )}
              </Toast.Body>
              <button
                type="button"
                className="btn-close btn-close-white m-2 flex-shrink-0"
                aria-label={t('common.close')}
                onClick={() => hide(toast.id)}
              />
            </div>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  );
}
