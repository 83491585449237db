import type { WebhookEvent } from '@raid/domain/rules/webhookEvents';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../../i18n/useT.js';
import { errorText } from '../../../api/errorText.js';
import { useAddWebhook, useWebhooks } from '../../../api/webhooks.js';

import { EventChecks } from './EventChecks.js';
import { WebhookRow } from './WebhookRow.js';
import { WebhookSecret } from './WebhookSecret.js';
import './webhooks.css';

/** The new hook's form: address and events; the secret is shown once the hook is made. */
function AddWebhook({ server }: { server: string }) {
  const t = useT();
  const language = useLanguage();
  const add = useAddWebhook(server);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['raid.created', 'raid.updated', 'raid.canceled']);
  const [secret, setSecret] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (answer) => {
          setSecret(answer.secret);
          setUrl('');
        },
      },
    );
  };
  return (
    <Form onSubmit={submit} className="webhook-add">
      <Form.Group controlId={`webhook-url-${server}`} className="mb-1">
        <Form.Label className="small mb-1">{t('webhooks.url')}</Form.Label>
        <Form.Control
          size="sm"
          type="url"
          required
          maxLength={500}
          placeholder="https://example.org/raid-planner"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Form.Text>{t('webhooks.urlRule')}</Form.Text>
      </Form.Group>
      <EventChecks idPrefix={`webhook-new-${server}`} value={events} onChange={setEvents} />
      <Button size="sm" type="submit" disabled={add.isPending || events.length === 0 || url.trim() === ''}>
        {t('webhooks.add')}
      </Button>
      {add.isError && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {errorText(add.error, language, t)} {t('webhooks.urlRule')}
        </Alert>
      )}
      {secret && (
        <div className="mt-2">
          <Alert variant="success" className="py-1 px-2 mb-1 small">
            {t('webhooks.added')}
          </Alert>
          <WebhookSecret secret={secret} onHide={() => setSecret(null)} />
        </div>
      )}
    </Form>
  );
}

/**
 * A Discord server's webhooks (issue 17): addresses told of its raids' changes by signed POSTs, with their
 * deliveries, a test button and the secret (README.md "Webhooks").
 */
export function WebhooksSection({ server }: { server: string }) {
  const t = useT();
  const language = useLanguage();
  const hooks = useWebhooks(server);
  return (
    <fieldset className="settings-group">
      <legend>{t('webhooks.title')}</legend>
      <p className="settings-hint">{t('webhooks.hint')}</p>
      {hooks.isPending && <Spinner size="sm" role="status" aria-label={t('app.loading')} />}
      {hooks.isError && <Alert variant="warning">{errorText(hooks.error, language, t)}</Alert>}
      {hooks.data && hooks.data.webhooks.length > 0 && (
        <ul className="webhook-list">
          {hooks.data.webhooks.map((hook) => (
            <WebhookRow key={hook.id} server={server} hook={hook} />
          ))}
        </ul>
      )}
      <AddWebhook server={server} />
    </fieldset>
  );
}
