import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog.js';
import { ReasonDialog } from './ReasonDialog.js';

interface ConfirmOptions {
  body: ReactNode;
  title?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  hideCancel?: boolean;
  danger?: boolean;
}

interface ReasonOptions {
  title?: ReactNode;
  body?: ReactNode;
  label?: ReactNode;
  sendText?: ReactNode;
  optional?: boolean;
}

type Pending =
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'reason'; options: ReasonOptions; resolve: (reason: string | null) => void };

/**
 * Promise-style confirmations for a component: render `dialogs` once, then
 * `if (await confirm({ body })) { const reason = await askReason(); if (reason !== null) save(reason) }`.
 * `confirm` resolves true/false; `askReason` resolves the reason, or null when cancelled.
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const settle = useCallback((next: Pending | null) => {
    current.current = next;
    setPending(next);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => settle({ kind: 'confirm', options, resolve })),
    [settle],
  );
  const askReason = useCallback(
    (options: ReasonOptions = {}) =>
      new Promise<string | null>((resolve) => settle({ kind: 'reason', options, resolve })),
    [settle],
  );

  const finish = (value: boolean | string | null) => {
    const open = current.current;
    if (!open) return;
    settle(null);
    if (open.kind === 'confirm') open.resolve(value === true);
    else open.resolve(typeof value === 'string' ? value : null);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        show={pending?.kind === 'confirm'}
        body={pending?.kind === 'confirm' ? pending.options.body : null}
        {...(pending?.kind === 'confirm' ? withoutBody(pending.options) : {})}
        onConfirm={() => finish(true)}
        onCancel={() => finish(false)}
      />
      <ReasonDialog
        show={pending?.kind === 'reason'}
        {...(pending?.kind === 'reason' ? pending.options : {})}
        onSend={(reason) => finish(reason)}
        onCancel={() => finish(null)}
      />
    </>
  );
  return { confirm, askReason, dialogs };
}

function withoutBody({ body: _body, ...rest }: ConfirmOptions) {
  return rest;
}
