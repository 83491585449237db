import type { Webhook } from '@raid/domain/schemas/webhooks';
import { useState } from 'react';
import { Alert, Badge, Button, Form } from 'react-bootstrap';
import { useLanguage, useT } from '../../../i18n/useT.js';
import { errorText } from '../../../api/errorText.js';
import { useDeleteWebhook, useSetWebhook, useTestWebhook, useWebhookSecret } from '../../../api/webhooks.js';

import { ConfirmDialog } from '../../../ui/confirm/ConfirmDialog.js';
import { EventChecks } from './EventChecks.js';
import { DeliveryStatus, WebhookDeliveries } from './WebhookDeliveries.js';
import { WebhookSecret } from './WebhookSecret.js';

/** One hook: its address, events, on/off, latest delivery, and what a manager can do with it. */
export function WebhookRow({ server, hook }: { server: string; hook: Webhook }) {
  const t = useT();
  const language = useLanguage();
  const change = useSetWebhook(server);
  const remove = useDeleteWebhook(server);
  const test = useTestWebhook(server);
  const secret = useWebhookSecret(server);
  const [shownSecret, setShownSecret] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const failure = change.error ?? remove.error ?? test.error ?? secret.error;
  const idPrefix = `webhook-${hook.id}`;

  const revealSecret = (rotate: boolean) =>
    secret.mutate({ id: hook.id, rotate }, { onSuccess: (answer) => setShownSecret(answer.secret) });

  return (
    <li className="webhook-row" aria-label={hook.url}>
      <div className="webhook-title">
        <code className="webhook-url">{hook.url}</code>
        <Form.Check
          type="switch"
          id={`${idPrefix}-enabled`}
          label={hook.enabled ? t('webhooks.on') : t('webhooks.off')}
          checked={hook.enabled}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ id: hook.id, enabled: event.target.checked })}
        />
      </div>
      {hook.disabledForFailures && (
        <Alert variant="warning" className="py-1 px-2 mb-2 small">
          {t('webhooks.switchedOff')}
        </Alert>
      )}
      <EventChecks
        idPrefix={idPrefix}
        value={hook.events}
        disabled={change.isPending}
        onChange={(events) => events.length > 0 && change.mutate({ id: hook.id, events })}
      />
      <div className="small text-body-secondary mb-2">
        {hook.lastDelivery ? (
          <>
            {t('webhooks.lastDelivery', { date: format.format(new Date(hook.lastDelivery.at)) })}{' '}
            <DeliveryStatus status={hook.lastDelivery.status} />
            {hook.lastDelivery.statusCode !== null && (
              <Badge bg="secondary" className="ms-1">
                {hook.lastDelivery.statusCode}
              </Badge>
            )}
          </>
        ) : (
          t('webhooks.noDeliveries')
        )}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline-light"
          disabled={test.isPending}
          onClick={() => test.mutate(hook.id)}
        >
          {t('webhooks.sendTest')}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-expanded={showLog}
          onClick={() => setShowLog(!showLog)}
        >
          {showLog ? t('webhooks.hideDeliveries') : t('webhooks.showDeliveries')}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={secret.isPending}
          onClick={() => revealSecret(false)}
        >
          {t('webhooks.revealSecret')}
        </Button>
        <Button
          size="sm"
          variant="outline-warning"
          disabled={secret.isPending}
          onClick={() => setConfirming('rotate')}
        >
          {t('webhooks.rotateSecret')}
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={remove.isPending}
          onClick={() => setConfirming('delete')}
        >
          {t('webhooks.delete')}
        </Button>
      </div>
      {test.data && (
        <p className="small mt-2 mb-0" role="status">
          {test.data.delivery.status === 'delivered'
            ? t('webhooks.testDelivered', { status: test.data.delivery.attempts[0]?.statusCode ?? '' })
            : t('webhooks.testFailed', {
                answer:
                  test.data.delivery.attempts[0]?.statusCode ?? test.data.delivery.attempts[0]?.error ?? '—',
              })}
        </p>
      )}
      {shownSecret && <WebhookSecret secret={shownSecret} onHide={() => setShownSecret(null)} />}
      {showLog && (
        <div className="mt-2">
          <WebhookDeliveries server={server} hookId={hook.id} />
        </div>
      )}
      {failure && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {errorText(failure, language, t)}
        </Alert>
      )}
      <ConfirmDialog
        show={confirming !== null}
        danger
        body={confirming === 'rotate' ? t('webhooks.rotateConfirm') : t('webhooks.deleteConfirm')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming === 'rotate') revealSecret(true);
          else remove.mutate(hook.id);
          setConfirming(null);
        }}
      />
    </li>
  );
}
