import { Button } from 'react-bootstrap';
import { useT } from '../../../i18n/useT.js';
import { CopyField } from '../../../ui/CopyField.js';

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
  const t = useT();
  return (
    <div className="webhook-secret">
      <p className="settings-hint mb-1">{t('webhooks.secretHint')}</p>
      <CopyField
        value={secret}
        texts={{
          label: t('webhooks.secret'),
          copy: t('webhooks.copy'),
          copied: t('webhooks.copied'),
          refused: t('webhooks.copyRefused'),
        }}
      >
        <Button variant="outline-secondary" onClick={onHide}>
          {t('webhooks.hideSecret')}
        </Button>
      </CopyField>
      <details>
        <summary className="small">{t('webhooks.verifyHow')}</summary>
        <pre className="webhook-snippet">
          <code>{verificationSnippet(secret)}</code>
        </pre>
      </details>
    </div>
  );
}
