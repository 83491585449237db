import { Alert, Form, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useIdList, useSetIdList } from '../../api/settings.js';

interface IdListChecksProps {
  kind: 'leaderRoles' | 'masterMessages';
  server: string;
  options: Array<{ id: string; name: string; disabled?: boolean }>;
  legend: string;
  hint: string;
}

/** Leader roles or schedule channels of one Discord server: each box adds or removes one id at once. */
export function IdListChecks({ kind, server, options, legend, hint }: IdListChecksProps) {
  const t = useT();
  const language = useLanguage();
  const list = useIdList(kind, server);
  const change = useSetIdList(kind, server);
  const chosen = new Set(list.data ?? []);
  return (
    <fieldset className="settings-group">
      <legend>{legend}</legend>
      <p className="settings-hint">{hint}</p>
      {list.isPending ? (
        <Spinner size="sm" role="status" aria-label={t('app.loading')} />
      ) : (
        <div className="settings-checks">
          {options.length === 0 && (
            <span className="text-body-secondary small">{t('settings.nothingToChoose')}</span>
          )}
          {options.map((option) => (
            <Form.Check
              key={option.id}
              id={`${kind}-${server}-${option.id}`}
              type="checkbox"
              label={option.name}
              checked={chosen.has(option.id)}
              disabled={option.disabled || change.isPending}
              onChange={(event) => change.mutate({ id: option.id, del: !event.target.checked })}
            />
          ))}
        </div>
      )}
      {(list.isError || change.isError) && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {errorText(list.error ?? change.error, language, t)}
        </Alert>
      )}
    </fieldset>
  );
}
