import type { ReactNode } from 'react';
import { Modal, Spinner } from 'react-bootstrap';
import { useT } from '../i18n/useT.js';

/**
 * The frame of a feature's dialog: centred, scrolling inside, a level-2 title naming the dialog for screen
 * readers and a close button. The content brings its own Modal.Body and Modal.Footer.
 */
export function DialogShell({
  title,
  titleId,
  className,
  size,
  onClose,
  children,
}: {
  title: string;
  titleId: string;
  className: string;
  size?: 'lg';
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Modal
      show
      onHide={onClose}
      size={size}
      centered
      scrollable
      className={className}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

/** A dialog's body while its data loads. */
export function DialogLoading() {
  const t = useT();
  return (
    <Modal.Body className="d-flex justify-content-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('app.loading')}</span>
      </Spinner>
    </Modal.Body>
  );
}
