import type { GdkpRules } from '@raid/domain/schemas/gdkp';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useGdkpDefaults, useSaveGdkpDefaults } from '../../api/gdkp.js';
import { useToast } from '../../app/toasts/toastContext.js';

import { RulesFields } from '../../ui/gdkp/RulesFields.js';
import { draftToRules, rulesToDraft } from '../../ui/gdkp/rulesDraft.js';

function DefaultsForm({ server, rules }: { server: string; rules: GdkpRules }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const save = useSaveGdkpDefaults(server);
  const [draft, setDraft] = useState(() => rulesToDraft(rules));
  const next = draftToRules(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!next || save.isPending) return;
    save.mutate(next, { onSuccess: () => toast({ variant: 'success', text: t('gdkp.defaults.saved') }) });
  };
  return (
    <Form onSubmit={submit} noValidate>
      <RulesFields draft={draft} records={[]} onChange={setDraft} />
      {save.isError && (
        <Alert variant="danger" className="mt-3">
          {errorText(save.error, language, t)}
        </Alert>
      )}
      <Button type="submit" variant="primary" size="sm" className="mt-3" disabled={!next || save.isPending}>
        {t('gdkp.defaults.save')}
      </Button>
    </Form>
  );
}

/** Settings: the rules a Discord server's new GDKP raids start with (issue 29). */
export function GdkpDefaultsSection({ server }: { server: string }) {
  const t = useT();
  const language = useLanguage();
  const defaults = useGdkpDefaults(server);
  return (
    <fieldset className="settings-group gdkp-defaults">
      <legend>{t('gdkp.defaults.title')}</legend>
      <p className="settings-hint">{t('gdkp.defaults.hint')}</p>
      {defaults.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('app.loading')}</span>
        </Spinner>
      ) : defaults.isError ? (
        <Alert variant="danger">{errorText(defaults.error, language, t)}</Alert>
      ) : (
        <DefaultsForm server={server} rules={defaults.data.rules} />
      )}
    </fieldset>
  );
}
