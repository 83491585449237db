import type { ReactNode } from 'react';
import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/**
 * A submit button that, while disabled for missing fields, explains 'Fill in all fields!' on hover and focus
 * (a disabled button gets no pointer events, so the tooltip hangs on a wrapper).
 */
export function FillTooltipButton(props: {
  id: string;
  incomplete: boolean;
  busy?: boolean;
  children: ReactNode;
  onClick?: () => void;
  type?: 'submit' | 'button';
}) {
  const { t } = useTranslation();
  const button = (
    <Button
      type={props.type ?? 'submit'}
      variant="primary"
      disabled={props.incomplete || props.busy}
      onClick={props.onClick}
      aria-describedby={props.incomplete ? `${props.id}-hint` : undefined}
    >
      {props.busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {props.children}
    </Button>
  );
  if (!props.incomplete) return button;
  return (
    <OverlayTrigger
      placement="top"
      overlay={<Tooltip id={`${props.id}-tooltip`}>{t('raidDialog.fillAll')}</Tooltip>}
    >
      <span className="d-inline-block" tabIndex={0} data-testid={`${props.id}-wrapper`}>
        {button}
        <span id={`${props.id}-hint`} className="visually-hidden">
          {t('raidDialog.fillAll')}
        </span>
      </span>
    </OverlayTrigger>
  );
}
