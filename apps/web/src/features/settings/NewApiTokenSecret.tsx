import { useRef, useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'refused';

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
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const example = `curl -H "Authorization: Bearer ${secret}" "${window.location.origin}/api/raids?guild=${server}"`;

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
    <Alert variant="success" className="mb-2">
      <p className="mb-2 fw-semibold">{t('apiTokens.shownOnce')}</p>
      <InputGroup size="sm" className="mb-1">
        <Form.Control
          ref={field}
          readOnly
          value={secret}
          aria-label={t('apiTokens.secret')}
          className="font-monospace"
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline-secondary" onClick={() => void copySecret()}>
          {t('apiTokens.copy')}
        </Button>
      </InputGroup>
      <p className="small mb-2" role="status">
        {copy === 'copied' && t('apiTokens.copied')}
        {copy === 'refused' && t('apiTokens.copyRefused')}
      </p>
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
