import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useGdkpCall, type GdkpLedger } from '../../api/gdkp.js';

import { DialogShell } from '../../ui/DialogShell.js';
import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import { CrossIcon } from '../../ui/icons.js';
import { RulesFields, type TargetRecord } from '../../ui/gdkp/RulesFields.js';
import { draftToRules, rulesToDraft } from '../../ui/gdkp/rulesDraft.js';

const MAX_BANKERS = 5;

/** A Discord user who owns a record of the raid, and so may be named a banker. */
export interface RaidUser {
  id: string;
  name: string;
}

function BankersPicker({
  users,
  chosen,
  onChange,
}: {
  users: readonly RaidUser[];
  chosen: readonly RaidUser[];
  onChange: (chosen: RaidUser[]) => void;
}) {
  const t = useT();
  const id = useId();
  const chosenIds = new Set(chosen.map((user) => user.id));
  const options = users
    .filter((user) => !chosenIds.has(user.id))
    .map((user) => ({ value: user.id, label: user.name }));
  return (
    <fieldset className="gdkp-bankers">
      <legend className="h6">{t('gdkp.rules.bankers')}</legend>
      <p className="small text-body-secondary">{t('gdkp.rules.bankersHint', { count: MAX_BANKERS })}</p>
      {chosen.length > 0 && (
        <ul className="list-unstyled gdkp-banker-list">
          {chosen.map((user) => (
            <li key={user.id}>
              <span>{user.name}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={t('gdkp.rules.removeBanker', { name: user.name })}
                onClick={() => onChange(chosen.filter((each) => each.id !== user.id))}
              >
                <CrossIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dropdown
        id={`${id}-add`}
        label={t('gdkp.rules.addBanker')}
        options={options}
        value={null}
        disabled={chosen.length >= MAX_BANKERS || options.length === 0}
        onChange={(value) => {
          const user = users.find((each) => each.id === value);
          if (user) onChange([...chosen, user]);
        }}
      />
    </fieldset>
  );
}

/** The leader's rules of the split and bankers of one raid. */
export function RulesDialog({
  raid,
  ledger,
  users,
  onClose,
}: {
  raid: number;
  ledger: GdkpLedger;
  users: readonly RaidUser[];
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const saveRules = useGdkpCall(raid, '/api/gdkpRules');
  const saveBankers = useGdkpCall(raid, '/api/gdkpBankers');
  const [draft, setDraft] = useState(() => rulesToDraft(ledger.rules));
  const [bankers, setBankers] = useState<RaidUser[]>(ledger.bankers);
  const records: TargetRecord[] = ledger.participants.flatMap((each) =>
    each.recordId === null ? [] : [{ id: each.recordId, name: each.name }],
  );
  const rules = draftToRules(draft);
  const busy = saveRules.isPending || saveBankers.isPending;
  const error = saveRules.error ?? saveBankers.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rules || busy) return;
    try {
      await saveRules.mutateAsync({ rules });
      const before = ledger.bankers.map((user) => user.id).join();
      const after = bankers.map((user) => user.id).join();
      if (before !== after) await saveBankers.mutateAsync({ users: bankers.map((user) => user.id) });
      onClose();
    } catch {
      // The error shows in the dialog, which stays open.
    }
  };

  return (
    <DialogShell
      title={t('gdkp.rules.title')}
      titleId={`${id}-title`}
      className="gdkp-rules-dialog"
      size="lg"
      onClose={onClose}
    >
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Body>
          <RulesFields draft={draft} records={records} onChange={setDraft} />
          <BankersPicker users={users} chosen={bankers} onChange={setBankers} />
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {errorText(error, language, t)}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={!rules || busy}>
            {t('gdkp.rules.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </DialogShell>
  );
}
