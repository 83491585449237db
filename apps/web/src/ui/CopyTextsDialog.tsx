import { useId, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useT } from '../i18n/useT.js';
import { copyText } from './clipboard.js';
import { DialogShell } from './DialogShell.js';
import { CheckIcon } from './icons.js';
import './copyTexts.css';

/** One text of the dialog with the label above it ("Macro 1 of 3", "Message 2 of 2"). */
interface CopyTextBlock {
  label: string;
  text: string;
}

export interface CopyTextsDialogProps {
  title: string;
  hint: string;
  blocks: readonly CopyTextBlock[];
  className: string;
  onClose: () => void;
}

/** Most texts (invite macros, Discord messages) hold 9 to 14 lines; a longer one scrolls. */
const MAX_ROWS = 14;

function CopyBlock({ label, text }: CopyTextBlock) {
  const t = useT();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    copyText(text).then(
      () => setState('copied'),
      () => {
        // Selected, the text is one keystroke away from the clipboard.
        area.current?.select();
        setState('failed');
      },
    );
  return (
    <div className="copy-block">
      <div className="copy-block-head">
        <label htmlFor={id} className="form-label mb-0">
          {label}
        </label>
        <Button
          variant={state === 'copied' ? 'success' : 'outline-light'}
          size="sm"
          onClick={() => void copy()}
        >
          {state === 'copied' && <CheckIcon size={14} />}
          <span>{t(state === 'copied' ? 'exports.copiedShort' : 'exports.copy')}</span>
        </Button>
      </div>
      <textarea
        ref={area}
        id={id}
        className="form-control copy-text"
        readOnly
        value={text}
        rows={Math.min(text.split('\n').length, MAX_ROWS)}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="small text-danger" aria-live="polite">
        {state === 'failed' ? t('exports.copyFailed') : ''}
      </div>
    </div>
  );
}

/**
 * Texts to copy block by block, or by hand when the clipboard refused: the raid's invite macros, an export, the
 * GDKP payouts as Discord messages.
 */
export function CopyTextsDialog({ title, hint, blocks, className, onClose }: CopyTextsDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <DialogShell title={title} titleId={titleId} className={className} onClose={onClose}>
      <Modal.Body>
        <p className="text-body-secondary small">{hint}</p>
        {blocks.map((block, index) => (
          // The blocks are cut in order and never reordered.
          <CopyBlock key={index} label={block.label} text={block.text} />
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </DialogShell>
  );
}
