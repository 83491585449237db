import { useId, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import './dialogs.css';

interface ConfirmDialogProps {
  show: boolean;
  /** The question: deleting a character, 'Reschedule the raid?' with the new date... */
  body: ReactNode;
  title?: ReactNode;
  /** Confirm button text; 'Yes' by default. */
  confirmText?: ReactNode;
  /** Cancel button text; 'No' by default. */
  cancelText?: ReactNode;
  /** Hides the cancel button (a notice with one button). */
  hideCancel?: boolean;
  /** A destructive action shows its confirm button in red. */
  danger?: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape, the backdrop and the close cross. */
  onCancel: () => void;
}

/** SPEC section 2, dialog 3: body text, an optional cancel button, Yes / No by default. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal
      show={props.show}
      aria-labelledby={titleId}
      onHide={props.onCancel}
      centered
      className="confirm-dialog"
      backdropClassName="confirm-backdrop"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {props.title ?? t('confirm.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{props.body}</Modal.Body>
      <Modal.Footer>
        {!props.hideCancel && (
          <Button variant="outline-secondary" onClick={props.onCancel}>
            {props.cancelText ?? t('confirm.no')}
          </Button>
        )}
        <Button variant={props.danger ? 'danger' : 'primary'} onClick={props.onConfirm} autoFocus>
          {props.confirmText ?? t('confirm.yes')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
