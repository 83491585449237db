import { localFromStored, storedFromLocal } from '@raid/domain/rules/weeklySchedule';
import type { AutoRaid } from '@raid/domain/schemas/raid';
import { useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import {
  useAutoRaids,
  useRefreshAutoRaid,
  useAllowAddAutoRaid,
  useDeleteAutoRaid,
} from '../../api/autoRaids.js';
import { localName } from '../../i18n/localName.js';

import { PlusIcon } from '../../ui/icons.js';
import { ConfirmDialog } from '../../ui/confirm/ConfirmDialog.js';
import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import { PremiumNote } from './PremiumNote.js';

interface AutoRaidsSectionProps {
  premium: boolean;
  onAdd: () => void;
  onEdit: (id: number) => void;
}

function AutoRaidRow({
  template,
  premium,
  onEdit,
  onDelete,
}: {
  template: AutoRaid;
  premium: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const days = useGameData().data?.daysOfWeek ?? [];
  const toggle = useRefreshAutoRaid();
  // An `{ error }` answer is a refusal the switch shows like a failed call.
  const refused = toggle.data !== undefined && 'error' in toggle.data;
  // The viewer's local day and time of the stored (UTC) start.
  const local = localFromStored({ dayOfWeek: template.dayOfWeek, time: template.time }, new Date());
  const title = language === 'ru' ? template.zoneSizeDifficulty : template.zoneSizeDifficultyEng;
  const id = `auto-raid-${template.id}`;
  const move = (change: Partial<typeof local>) => {
    const next = { ...local, ...change };
    const stored = storedFromLocal(next, new Date());
    toggle.mutate({
      id: template.id,
      startDayOfWeek: next.dayOfWeek,
      startTime: next.time,
      dayOfWeek: stored.dayOfWeek,
      time: stored.time,
    });
  };
  return (
    <li className={`auto-raid-row ${template.off ? 'auto-raid-off' : ''}`}>
      <div className="auto-raid-title">
        <span className="fw-semibold">{title}</span>
        <span className="small text-body-secondary">{template.guildName ?? t('settings.community')}</span>
      </div>
      <div className="auto-raid-controls">
        <Form.Check
          type="switch"
          id={`${id}-on`}
          label={template.off ? t('settings.autoRaidOff') : t('settings.autoRaidOn')}
          checked={!template.off}
          // Without Premium a template may be switched off, not on (docs/api.md).
          disabled={toggle.isPending || (!premium && template.off === 1)}
          onChange={(event) => toggle.mutate({ id: template.id, off: event.target.checked ? 0 : 1 })}
        />
        <div className="auto-raid-day">
          <Dropdown
            compact
            id={`${id}-day`}
            label={t('settings.autoRaidDay', { name: title })}
            options={days.map((day) => ({ value: day.id, label: localName(day, language) }))}
            value={local.dayOfWeek}
            disabled={!premium || toggle.isPending}
            onChange={(dayOfWeek) => {
              if (dayOfWeek !== null) move({ dayOfWeek });
            }}
          />
        </div>
        <Form.Control
          size="sm"
          type="time"
          aria-label={t('settings.autoRaidTime', { name: title })}
          value={local.time}
          disabled={!premium || toggle.isPending}
          onChange={(event) => {
            if (/^\d{2}:\d{2}$/.test(event.target.value)) move({ time: event.target.value });
          }}
        />
        {premium && (
          <Button size="sm" variant="outline-secondary" onClick={onEdit}>
            {t('settings.autoRaidEdit')}
          </Button>
        )}
        <Button size="sm" variant="outline-danger" onClick={onDelete}>
          {t('settings.autoRaidDelete')}
        </Button>
      </div>
      {(toggle.isError || refused) && (
        <Alert variant="danger" className="mt-2 mb-0 py-1 small w-100">
          {toggle.isError ? errorText(toggle.error, language, t) : t('errors.generic')}
        </Alert>
      )}
    </li>
  );
}

/** The user's weekly raid templates (Premium): on/off, day and time, edit, delete, add. */
export function AutoRaidsSection({ premium, onAdd, onEdit }: AutoRaidsSectionProps) {
  const t = useT();
  const language = useLanguage();
  const list = useAutoRaids(true);
  const remove = useDeleteAutoRaid();
  const allow = useAllowAddAutoRaid();
  const [deleting, setDeleting] = useState<AutoRaid | null>(null);
  return (
    <div>
      <p className="settings-hint">{t('settings.autoRaidsHint')}</p>
      {!premium && <PremiumNote id="auto-raids-premium" />}
      {list.isPending && <Spinner size="sm" role="status" aria-label={t('app.loading')} />}
      {list.isError && <Alert variant="warning">{errorText(list.error, language, t)}</Alert>}
      {list.data?.length === 0 && <p className="text-body-secondary">{t('settings.noAutoRaids')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="auto-raid-list">
          {list.data.map((template) => (
            <AutoRaidRow
              key={template.id}
              template={template}
              premium={premium}
              onEdit={() => onEdit(template.id)}
              onDelete={() => setDeleting(template)}
            />
          ))}
        </ul>
      )}
      {premium && (
        <Button
          size="sm"
          className="d-inline-flex align-items-center gap-1"
          disabled={allow.isPending}
          onClick={() => allow.mutate(undefined, { onSuccess: onAdd })}
        >
          <PlusIcon size={14} />
          {t('settings.addAutoRaid')}
        </Button>
      )}
      {(allow.isError || remove.isError) && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {errorText(allow.error ?? remove.error, language, t)}
        </Alert>
      )}
      <ConfirmDialog
        show={deleting !== null}
        danger
        body={t('settings.autoRaidDeleteConfirm', {
          name: deleting
            ? language === 'ru'
              ? deleting.zoneSizeDifficulty
              : deleting.zoneSizeDifficultyEng
            : '',
        })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
