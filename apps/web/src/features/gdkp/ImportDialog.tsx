import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useGdkpImport } from '../../api/gdkp.js';

import { DialogShell } from '../../ui/DialogShell.js';

/** Bigger than any Gargul export of one raid (500 sales of ~100 characters). */
const TEXT_MAX = 100_000;

/** Pastes a Gargul GDKP export; tells how many sales came in and which buyers are not records of the raid. */
export function ImportDialog({ raid, onClose }: { raid: number; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const upload = useGdkpImport(raid);
  const [text, setText] = useState('');
  const result = upload.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && !upload.isPending) upload.mutate(text);
  };

  return (
    <DialogShell
      title={t('gdkp.import.title')}
      titleId={`${id}-title`}
      className="gdkp-import-dialog"
      onClose={onClose}
    >
      <Form onSubmit={submit} noValidate>
        <Modal.Body>
          {result ? (
            <div role="status">
              <p>{t('gdkp.import.imported', { count: result.imported })}</p>
              <p>{t('gdkp.import.matched', { count: result.matched })}</p>
              <p className="mb-1">{t('gdkp.import.unmatched', { count: result.unmatched.length })}</p>
              {result.unmatched.length > 0 && (
                <ul className="gdkp-unmatched">
                  {result.unmatched.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              )}
            </div>
          ) : (
            <Form.Group controlId={`${id}-text`}>
              <Form.Label>{t('gdkp.import.label')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={8}
                value={text}
                maxLength={TEXT_MAX}
                autoFocus
                aria-describedby={`${id}-hint`}
                onChange={(event) => setText(event.target.value)}
              />
              <Form.Text id={`${id}-hint`}>{t('gdkp.import.hint')}</Form.Text>
            </Form.Group>
          )}
          {upload.isError && (
            <Alert variant="danger" className="mt-3 mb-0">
              {errorText(upload.error, language, t)}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          {result ? (
            <Button variant="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          ) : (
            <>
              <Button variant="outline-secondary" onClick={onClose}>
                {t('confirm.cancel')}
              </Button>
              <Button type="submit" variant="primary" disabled={!text.trim() || upload.isPending}>
                {t('gdkp.import.submit')}
              </Button>
            </>
          )}
        </Modal.Footer>
      </Form>
    </DialogShell>
  );
}
