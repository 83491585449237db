import { NUDGE_CHOICES } from '@raid/domain/rules/nudges';
import type { GuildSettings } from '@raid/domain/schemas/settings';
import { Form } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { useSetGuildSettings } from '../../api/settings.js';

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((entry) => entry !== item);
}

/**
 * Nudges (issue 16, free): the roles whose members are expected at the server's raids, and when those who have
 * not answered get a direct message. The raid view shows its leader who has not answered yet.
 */
export function NudgeOptions({
  settings,
  roles,
}: {
  settings: GuildSettings;
  roles: ReadonlyArray<{ id: string; name: string }>;
}) {
  const t = useT();
  const save = useSetGuildSettings(settings.server);
  const update = (change: Partial<GuildSettings>) => save.mutate({ ...settings, ...change });
  const id = (name: string) => `guild-${settings.server}-nudge-${name}`;
  const noRoles = settings.expectedRoles.length === 0;

  return (
    <fieldset className="settings-group">
      <legend>{t('nudges.title')}</legend>
      <p className="settings-hint">{t('nudges.hint')}</p>
      <div className="settings-columns">
        <div role="group" aria-labelledby={id('roles')}>
          <div id={id('roles')} className="small fw-semibold mb-1">
            {t('nudges.expectedRoles')}
          </div>
          <div className="settings-checks">
            {roles.map((role) => (
              <Form.Check
                key={role.id}
                id={id(`role-${role.id}`)}
                label={role.name}
                checked={settings.expectedRoles.includes(role.id)}
                disabled={save.isPending}
                onChange={(event) =>
                  update({ expectedRoles: toggled(settings.expectedRoles, role.id, event.target.checked) })
                }
              />
            ))}
          </div>
        </div>
        <div role="group" aria-labelledby={id('times')}>
          <div id={id('times')} className="small fw-semibold mb-1">
            {t('nudges.when')}
          </div>
          <div className="settings-checks">
            {NUDGE_CHOICES.map((minutes) => (
              <Form.Check
                key={minutes}
                id={id(`time-${minutes}`)}
                label={t('nudges.before', { count: minutes / 60 })}
                checked={settings.nudgeMinutes.includes(minutes)}
                disabled={save.isPending || (noRoles && !settings.nudgeMinutes.includes(minutes))}
                onChange={(event) =>
                  update({ nudgeMinutes: toggled(settings.nudgeMinutes, minutes, event.target.checked) })
                }
              />
            ))}
          </div>
          {noRoles && <p className="settings-hint mt-1 mb-0">{t('nudges.chooseRolesFirst')}</p>}
        </div>
      </div>
    </fieldset>
  );
}
