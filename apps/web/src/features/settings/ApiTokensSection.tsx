import { API_TOKEN_NAME_MAX } from '@raid/domain/rules/apiTokenLimits';
import type { ApiToken, ApiTokenScope } from '@raid/domain/schemas/apiTokens';
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Form, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../../api/apiTokens.js';
import { errorText } from '../../api/errorText.js';

import { ConfirmDialog } from '../../ui/confirm/ConfirmDialog.js';
import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import { NewApiTokenSecret } from './NewApiTokenSecret.js';

function TokenRow({
  token,
  onRevoke,
  revoking,
}: {
  token: ApiToken;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="session-row">
      <div className="session-title">
        <span>
          <span className="fw-semibold">{token.name}</span>
          <Badge bg={token.scope === 'write' ? 'warning' : 'secondary'} text="dark" className="ms-2">
            {t(`apiTokens.scope.${token.scope}`)}
          </Badge>
        </span>
        <span className="small text-body-secondary">
          {t('apiTokens.created', {
            name: token.createdBy.name,
            date: format.format(new Date(token.createdAt)),
          })}
          {', '}
          {token.lastUsedAt
            ? t('apiTokens.lastUsed', { date: format.format(new Date(token.lastUsedAt)) })
            : t('apiTokens.neverUsed')}
        </span>
      </div>
      <Button
        size="sm"
        variant="outline-danger"
        aria-label={t('apiTokens.revokeNamed', { name: token.name })}
        disabled={revoking}
        onClick={onRevoke}
      >
        {t('apiTokens.revoke')}
      </Button>
    </li>
  );
}

/**
 * The Discord server's API tokens (issue 17): scripts and bots read (and with write, create) the community's
 * raids with them. A new token's secret is shown once; the server keeps only its hash.
 */
export function ApiTokensSection({ server }: { server: string }) {
  const t = useT();
  const language = useLanguage();
  const tokens = useApiTokens(server);
  const create = useCreateApiToken(server);
  const revoke = useRevokeApiToken(server);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const list = tokens.data?.tokens ?? [];
  const failure = create.error ?? revoke.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name: name.trim(), scope }, { onSuccess: () => setName('') });
  };

  return (
    <fieldset className="settings-group">
      <legend>{t('apiTokens.title')}</legend>
      <p className="settings-hint">{t('apiTokens.hint')}</p>
      {create.data && (
        <NewApiTokenSecret secret={create.data.secret} server={server} onDone={() => create.reset()} />
      )}
      {tokens.isPending && <Spinner size="sm" role="status" aria-label={t('app.loading')} />}
      {tokens.isError && <Alert variant="warning">{errorText(tokens.error, language, t)}</Alert>}
      {tokens.isSuccess && list.length === 0 && (
        <p className="small text-body-secondary">{t('apiTokens.none')}</p>
      )}
      {list.length > 0 && (
        <ul className="session-list" aria-label={t('apiTokens.title')}>
          {list.map((token) => (
            <TokenRow
              key={token.id}
              token={token}
              revoking={revoke.isPending}
              onRevoke={() => setRevoking(token)}
            />
          ))}
        </ul>
      )}
      <Form className="d-flex flex-wrap align-items-end gap-2" onSubmit={submit}>
        <Form.Group controlId={`api-token-name-${server}`}>
          <Form.Label className="small mb-1">{t('apiTokens.name')}</Form.Label>
          <Form.Control
            size="sm"
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            placeholder={t('apiTokens.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Group>
        <Dropdown<ApiTokenScope>
          id={`api-token-scope-${server}`}
          label={t('apiTokens.scopeLabel')}
          options={[
            { value: 'read', label: t('apiTokens.scope.read') },
            { value: 'write', label: t('apiTokens.scope.write') },
          ]}
          value={scope}
          onChange={(chosen) => {
            if (chosen !== null) setScope(chosen);
          }}
        />
        <Button size="sm" type="submit" disabled={name.trim() === '' || create.isPending}>
          {t('apiTokens.create')}
        </Button>
      </Form>
      {failure && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {errorText(failure, language, t)}
        </Alert>
      )}
      <ConfirmDialog
        show={revoking !== null}
        danger
        body={t('apiTokens.revokeConfirm', { name: revoking?.name ?? '' })}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
          setRevoking(null);
        }}
      />
    </fieldset>
  );
}
