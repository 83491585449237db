import type { WclGuildSetting } from '@raid/domain/schemas/raidReports';
import { useState, type FormEvent } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { useSetWclGuild, useWclGuild } from '../../api/raidReports.js';

/**
 * The community's guild on Warcraft Logs for this expansion (issue 30, part 5), by name and realm: a completed
 * raid's leader can then find the evening's report without pasting its address.
 */
export function WclGuildOptions({ server }: { server: string }) {
  const guild = useWclGuild(server);
  if (!guild.data) return null;
  return <WclGuildForm key={`${guild.data.name ?? ''}|${guild.data.realm ?? ''}`} stored={guild.data} />;
}

function WclGuildForm({ stored }: { stored: WclGuildSetting }) {
  const t = useT();
  const language = useLanguage();
  const realms = useGameData().data?.servers ?? [];
  const save = useSetWclGuild(stored.server);
  const [name, setName] = useState(stored.name ?? '');
  const [realm, setRealm] = useState(stored.realm === null ? '' : String(stored.realm));
  const id = (field: string) => `guild-${stored.server}-wcl-${field}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const linked = name.trim() !== '' && realm !== '';
    save.mutate({
      server: stored.server,
      guildId: null,
      name: linked ? name.trim() : null,
      realm: linked ? Number(realm) : null,
    });
  };

  return (
    <fieldset className="settings-group">
      <legend>{t('reports.guildTitle')}</legend>
      <p className="settings-hint">{t('reports.guildHint')}</p>
      <form className="settings-columns" onSubmit={onSubmit}>
        <div>
          <label htmlFor={id('name')} className="form-label small fw-semibold">
            {t('reports.guildName')}
          </label>
          <input
            id={id('name')}
            className="form-control form-control-sm"
            value={name}
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={id('realm')} className="form-label small fw-semibold">
            {t('reports.guildRealm')}
          </label>
          <select
            id={id('realm')}
            className="form-select form-select-sm"
            value={realm}
            onChange={(event) => setRealm(event.target.value)}
          >
            <option value="">—</option>
            {realms.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.serverRegion})
              </option>
            ))}
          </select>
        </div>
        <div className="d-flex align-items-end">
          <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
            {t('reports.guildSave')}
          </button>
        </div>
      </form>
      {save.isError && <p className="text-danger small mt-1 mb-0">{errorText(save.error, language, t)}</p>}
      {save.isSuccess && <p className="text-success small mt-1 mb-0">{t('reports.guildSaved')}</p>}
    </fieldset>
  );
}
