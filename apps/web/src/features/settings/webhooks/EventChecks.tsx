import { WEBHOOK_EVENTS, type WebhookEvent } from '@raid/domain/rules/webhookEvents';
import { Form } from 'react-bootstrap';
import { useT } from '../../../i18n/useT.js';

/** The events a hook hears of, as checkboxes; `idPrefix` keeps the ids unique when several lists are open. */
export function EventChecks({
  idPrefix,
  value,
  onChange,
  disabled,
}: {
  idPrefix: string;
  value: readonly WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="webhook-events">
      <legend className="visually-hidden">{t('webhooks.events')}</legend>
      {WEBHOOK_EVENTS.map((event) => (
        <Form.Check
          key={event}
          id={`${idPrefix}-${event}`}
          inline
          label={t(`webhooks.event.${event}`)}
          checked={value.includes(event)}
          disabled={disabled}
          onChange={(change) =>
            onChange(
              change.target.checked
                ? WEBHOOK_EVENTS.filter((one) => one === event || value.includes(one))
                : value.filter((one) => one !== event),
            )
          }
        />
      ))}
    </fieldset>
  );
}
