import { useRef, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** How a receiver checks a delivery, in Node: the README's snippet with this hook's secret. */
function verificationSnippet(secret: string): string {
  return [
    "const { createHmac, timingSafeEqual } = require('node:crypto');",
    `const secret = '${secret}';`,
    '// body: the raw request body as received, before any JSON parsing',
    "const expected = 'sha256=' + createHmac('sha256', secret)",
    "  .update(headers['x-raid-planner-timestamp'] + '.' + body).digest('hex');",
    "const given = headers['x-raid-planner-signature'] ?? '';",
    'const valid = given.length === expected.length &&',
    '  timingSafeEqual(Buffer.from(given), Buffer.from(expected));',
  ].join('\n');
}

/** A hook's secret to copy, with the code that verifies a signature; shown when made, revealed or rotated. */
export function WebhookSecret({ secret, onHide }: { secret: string; onHide: () => void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'refused'>('idle');
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // Without clipboard access the secret is selected for the reader to copy themselves.
      field.current?.select();
      setCopy('refused');
    }
  };
  return (
    <div className="webhook-secret">
      <p className="settings-hint mb-1">{t('webhooks.secretHint')}</p>
      <InputGroup size="sm" className="mb-1">
        <Form.Control
          ref={field}
          readOnly
          value={secret}
          aria-label={t('webhooks.secret')}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline-secondary" onClick={() => void copySecret()}>
          {t('webhooks.copy')}
        </Button>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('webhooks.hideSecret')}
        </Button>
      </InputGroup>
      <p className="small text-body-secondary mb-1" role="status">
        {copy === 'copied' && t('webhooks.copied')}
        {copy === 'refused' && t('webhooks.copyRefused')}
      </p>
      <details>
        <summary className="small">{t('webhooks.verifyHow')}</summary>
        <pre className="webhook-snippet">
          <code>{verificationSnippet(secret)}</code>
        </pre>
      </details>
    </div>
  );
}
