import { Alert, Button } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { CopyField } from '../../ui/CopyField.js';

/** The secret of a token just made, shown this once, with a copy button and a curl call reading the raids. */
export function NewApiTokenSecret({
  secret,
  server,
  onDone,
}: {
  secret: string;
  server: string;
  onDone: () => void;
}) {
  const t = useT();
  const example = `curl -H "Authorization: Bearer ${secret}" "${window.location.origin}/api/raids?guild=${server}"`;

  return (
    <Alert variant="success" className="mb-2">
      <p className="mb-2 fw-semibold">{t('apiTokens.shownOnce')}</p>
      <CopyField
        value={secret}
        monospace
        statusClassName="small mb-2"
        texts={{
          label: t('apiTokens.secret'),
          copy: t('apiTokens.copy'),
          copied: t('apiTokens.copied'),
          refused: t('apiTokens.copyRefused'),
        }}
      />
      <p className="small mb-1">{t('apiTokens.curlHint')}</p>
      <pre className="small mb-2 text-wrap text-break">
        <code>{example}</code>
      </pre>
      <Button size="sm" variant="outline-light" onClick={onDone}>
        {t('apiTokens.done')}
      </Button>
    </Alert>
  );
}
