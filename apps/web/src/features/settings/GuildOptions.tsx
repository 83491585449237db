import { hiddenFieldNames, type GuildSettings } from '@raid/domain/schemas/settings';
import { Alert, Form } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { useSetGuildSettings } from '../../api/settings.js';
import { localName } from '../../i18n/localName.js';

import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import { PremiumNote, premiumBlocked } from './PremiumNote.js';

const statusButtons = ['tentative', 'late', 'absence'] as const;
const reminderChoices = [15, 30, 60, 120];

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((entry) => entry !== item);
}

/**
 * Status buttons, hidden fields and the Premium options of one Discord server (SPEC section 3 "Discord server
 * settings"); every change saves the whole set at once.
 */
export function GuildOptions({ settings, premium }: { settings: GuildSettings; premium: boolean }) {
  const t = useT();
  const language = useLanguage();
  const gameData = useGameData().data;
  const save = useSetGuildSettings(settings.server);
  const update = (change: Partial<GuildSettings>) => save.mutate({ ...settings, ...change });
  const id = (name: string) => `guild-${settings.server}-${name}`;

  const autoOn = settings.autoCreateDayOfWeek !== null;
  const eventsBlocked = premiumBlocked(premium, settings.useDiscordEvents);
  const autoBlocked = premiumBlocked(premium, autoOn);
  const reminderBlocked = premiumBlocked(premium, settings.reminderMinutes !== null);
  // Without Premium what is on stays as it is except for switching it off.
  const autoLocked = !premium;

  return (
    <>
      <fieldset className="settings-group">
        <legend>{t('settings.statusButtons')}</legend>
        <p className="settings-hint">{t('settings.statusButtonsHint')}</p>
        <div className="settings-checks">
          {statusButtons.map((name) => (
            <Form.Check
              key={name}
              id={id(`status-${name}`)}
              label={t(`settings.status.${name}`)}
              checked={settings.statusButtons.includes(name)}
              disabled={save.isPending}
              onChange={(event) =>
                update({ statusButtons: toggled(settings.statusButtons, name, event.target.checked) })
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('settings.hiddenFields')}</legend>
        <p className="settings-hint">{t('settings.hiddenFieldsHint')}</p>
        <div className="settings-checks">
          {hiddenFieldNames.map((name) => (
            <Form.Check
              key={name}
              id={id(`hidden-${name}`)}
              label={t(`settings.hidden.${name}`)}
              checked={settings.hiddenFields.includes(name)}
              disabled={save.isPending}
              onChange={(event) =>
                update({ hiddenFields: toggled(settings.hiddenFields, name, event.target.checked) })
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>
          {t('settings.premiumOptions')}{' '}
          <span className="badge badge-premium ms-1">{t('settings.premium')}</span>
        </legend>
        {!premium && <PremiumNote id={id('premium-note')} />}
        <Form.Check
          type="switch"
          id={id('events')}
          label={t('settings.discordEvents')}
          checked={settings.useDiscordEvents}
          disabled={eventsBlocked || save.isPending}
          aria-describedby={premium ? undefined : id('premium-note')}
          onChange={(event) => update({ useDiscordEvents: event.target.checked })}
        />
        <Form.Check
          type="switch"
          id={id('auto')}
          label={t('settings.autoCreate')}
          checked={autoOn}
          disabled={autoBlocked || save.isPending}
          aria-describedby={premium ? undefined : id('premium-note')}
          onChange={(event) =>
            update(
              event.target.checked
                ? { autoCreateDayOfWeek: 3, autoCreateHour: 12 }
                : { autoCreateDayOfWeek: null, autoCreateHour: null },
            )
          }
        />
        {autoOn && (
          <div className="settings-inline ms-4">
            <Dropdown
              id={id('auto-day')}
              label={t('settings.autoCreateDay')}
              options={(gameData?.daysOfWeek ?? []).map((day) => ({
                value: day.id,
                label: localName(day, language),
              }))}
              value={settings.autoCreateDayOfWeek}
              disabled={autoLocked || save.isPending}
              onChange={(day) => {
                if (day !== null) update({ autoCreateDayOfWeek: day });
              }}
            />
            <Dropdown
              id={id('auto-hour')}
              label={t('settings.autoCreateHour')}
              options={(gameData?.hours ?? []).map((hour) => ({ value: hour.id, label: `${hour.name} UTC` }))}
              value={settings.autoCreateHour}
              disabled={autoLocked || save.isPending}
              onChange={(hour) => {
                if (hour !== null) update({ autoCreateHour: hour });
              }}
            />
          </div>
        )}
        <div className="settings-reminder-select mt-2">
          <Dropdown
            id={id('reminders')}
            label={t('settings.reminders')}
            options={reminderChoices.map((minutes) => ({
              value: minutes,
              label: t('settings.remindersBefore', { count: minutes }),
              disabled: !premium && minutes !== settings.reminderMinutes,
            }))}
            value={settings.reminderMinutes}
            emptyLabel={t('settings.remindersOff')}
            disabled={(reminderBlocked && !premium) || save.isPending}
            onChange={(reminderMinutes) => update({ reminderMinutes })}
          />
        </div>
      </fieldset>
      {save.isError && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {errorText(save.error, language, t)}
        </Alert>
      )}
    </>
  );
}
