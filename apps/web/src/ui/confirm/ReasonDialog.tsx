import { isReasonAcceptable, REASON_MAX } from '@raid/domain/rules/textLimits';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import './dialogs.css';
import { CharCounter } from './CharCounter.js';

interface ReasonDialogProps {
  show: boolean;
  title?: ReactNode;
  /** Text above the field, e.g. 'Tell the participants why'. */
  body?: ReactNode;
  /** Field label; 'Reason' by default. */
  label?: ReactNode;
  /** Send button text; 'Send' by default. */
  sendText?: ReactNode;
  /** Optional reason (an empty one may be sent); required by default. */
  optional?: boolean;
  /** Disables Send while the caller saves. */
  busy?: boolean;
  /** The trimmed reason, only when it is acceptable (≤ 300 characters, and not empty unless optional). */
  onSend: (reason: string) => void;
  onCancel: () => void;
}

/**
 * SPEC section 5, 'Confirmation reason': a free-text reason of at most 300 characters with a remaining
 * counter, passed on only when within the limit. The field starts empty each time the dialog opens.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <Modal
      show={props.show}
      onHide={props.onCancel}
      centered
      className="confirm-dialog"
      backdropClassName="confirm-backdrop"
    >
      {props.show && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm(props: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const id = useId();
  const acceptable = isReasonAcceptable(reason, !props.optional);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal: its submit must not reach a form of the component that opened it.
    event.stopPropagation();
    if (acceptable && !props.busy) props.onSend(reason.trim());
  };
  return (
    <Form onSubmit={submit} noValidate>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" className="h5">
          {props.title ?? t('confirm.reasonTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {props.body && <div className="mb-3">{props.body}</div>}
        <Form.Group controlId={id}>
          <Form.Label>{props.label ?? t('confirm.reason')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={reason}
            autoFocus
            required={!props.optional}
            isInvalid={!isReasonAcceptable(reason, false)}
            aria-describedby={`${id}-counter`}
            onChange={(event) => setReason(event.target.value)}
          />
          <CharCounter id={`${id}-counter`} text={reason} max={REASON_MAX} />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onCancel}>
          {t('confirm.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={!acceptable || props.busy}>
          {props.sendText ?? t('confirm.send')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
