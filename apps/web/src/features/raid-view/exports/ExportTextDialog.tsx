import { useId, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.js';
import { copyText } from './clipboard.js';

export interface ExportTextDialogProps {
  title: string;
  hint: string;
  /** One text, or the invite macros one per block. */
  blocks: string[];
  /** Labels the blocks "Macro 1 of 3". */
  numbered?: boolean;
  onHide: () => void;
}

/** Most macros hold 9 to 14 lines; a longer text scrolls. */
const MAX_ROWS = 14;

function CopyBlock({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
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
    <div className="export-block">
      <div className="export-block-head">
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
        className="form-control export-text"
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

/** Texts to copy by hand or block by block: several invite macros, or a text the clipboard refused. */
export function ExportTextDialog({ title, hint, blocks, numbered, onHide }: ExportTextDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show onHide={onHide} centered scrollable className="export-dialog" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small">{hint}</p>
        {blocks.map((text, index) => (
          <CopyBlock
            key={index}
            label={numbered ? t('exports.macro', { number: index + 1, total: blocks.length }) : title}
            text={text}
          />
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
