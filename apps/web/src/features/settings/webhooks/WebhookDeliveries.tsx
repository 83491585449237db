import type { WebhookDelivery } from '@raid/domain/schemas/webhooks';
import { Alert, Badge, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../../i18n/useT.js';
import { errorText } from '../../../api/errorText.js';
import { useWebhookDeliveries } from '../../../api/webhooks.js';

const STATUS_VARIANT = { delivered: 'success', failed: 'danger', pending: 'warning' } as const;

export function DeliveryStatus({ status }: { status: WebhookDelivery['status'] }) {
  const t = useT();
  return <Badge bg={STATUS_VARIANT[status]}>{t(`webhooks.status.${status}`)}</Badge>;
}

/** A hook's latest deliveries, each try on its own line: when, what the receiver answered, how long it took. */
export function WebhookDeliveries({ server, hookId }: { server: string; hookId: number }) {
  const t = useT();
  const language = useLanguage();
  const deliveries = useWebhookDeliveries(server, hookId);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' });
  if (deliveries.isPending) return <Spinner size="sm" role="status" aria-label={t('app.loading')} />;
  if (deliveries.isError) return <Alert variant="warning">{errorText(deliveries.error, language, t)}</Alert>;
  const list = deliveries.data.deliveries;
  if (list.length === 0) return <p className="settings-hint mb-0">{t('webhooks.noDeliveries')}</p>;
  return (
    <table className="table table-sm webhook-log mb-0">
      <caption className="visually-hidden">{t('webhooks.deliveries')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('webhooks.time')}</th>
          <th scope="col">{t('webhooks.eventColumn')}</th>
          <th scope="col">{t('webhooks.statusColumn')}</th>
          <th scope="col">{t('webhooks.answer')}</th>
          <th scope="col">{t('webhooks.duration')}</th>
        </tr>
      </thead>
      <tbody>
        {list.flatMap((delivery) =>
          (delivery.attempts.length > 0 ? delivery.attempts : [null]).map((attempt, index) => (
            <tr key={`${delivery.id}-${index}`}>
              <td>{format.format(new Date(attempt?.at ?? delivery.createdAt))}</td>
              <td>
                {delivery.event === 'ping' ? t('webhooks.ping') : t(`webhooks.event.${delivery.event}`)}
                {index > 0 && (
                  <span className="text-body-secondary"> · {t('webhooks.retry', { count: index })}</span>
                )}
              </td>
              <td>
                {index === delivery.attempts.length - 1 || !attempt ? (
                  <DeliveryStatus status={delivery.status} />
                ) : null}
              </td>
              <td>{attempt ? (attempt.statusCode ?? attempt.error ?? '—') : '—'}</td>
              <td>{attempt ? t('webhooks.milliseconds', { count: attempt.durationMs }) : '—'}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
