import { useId, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../ui/DialogShell.js';

function MessageBlock({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'refused'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // Selected, the text is one keystroke away from the clipboard.
      area.current?.select();
      setState('refused');
    }
  };
  return (
    <div className="gdkp-message">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-1">
        <label htmlFor={id} className="form-label mb-0">
          {label}
        </label>
        <Button
          size="sm"
          variant={state === 'copied' ? 'success' : 'outline-secondary'}
          onClick={() => void copy()}
        >
          {t(state === 'copied' ? 'exports.copiedShort' : 'exports.copy')}
        </Button>
      </div>
      <textarea
        ref={area}
        id={id}
        className="form-control font-monospace small"
        readOnly
        rows={Math.min(text.split('\n').length, 12)}
        value={text}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="small text-danger" aria-live="polite">
        {state === 'refused' ? t('exports.copyFailed') : ''}
      </div>
    </div>
  );
}

/** The payouts as Discord messages (each within Discord's 2,000 characters), one copy button per message. */
export function MarkdownDialog({ messages, onClose }: { messages: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <DialogShell
      title={t('gdkp.markdownTitle')}
      titleId={`${id}-title`}
      className="gdkp-markdown-dialog"
      onClose={onClose}
    >
      <Modal.Body>
        <p className="small text-body-secondary">{t('gdkp.markdownHint')}</p>
        {messages.map((text, index) => (
          <MessageBlock
            // The messages are cut in order and never reordered.
            key={index}
            label={t('gdkp.message', { index: index + 1, count: messages.length })}
            text={text}
          />
        ))}
      </Modal.Body>
    </DialogShell>
  );
}
