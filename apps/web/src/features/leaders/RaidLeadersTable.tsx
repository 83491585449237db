import { displayName } from '@raid/domain/rules/displayName';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useRaidLeaders } from '../../api/users.js';

import { userAvatarUrl } from '../../ui/discordImages.js';
import { RaidShareTable } from '../../ui/RaidShareTable.js';

/** Users who lead raids: name, preferred server and loot system, raids with their share (SPEC section 2). */
export function RaidLeadersTable() {
  const t = useT();
  const language = useLanguage();
  const leaders = useRaidLeaders();

  if (leaders.isError) return <p className="alert alert-danger">{errorText(leaders.error, language, t)}</p>;
  const rows = (leaders.data ?? [])
    .filter((leader) => leader.raids > 0)
    .map((leader) => ({
      id: leader.id,
      to: `/users/${leader.id}`,
      image: userAvatarUrl(leader.id, leader.avatar),
      name: displayName(leader),
      premium: leader.premium,
      server: leader.preferredServer,
      lootSystem: leader.preferredLootSystem,
      raids: leader.raids,
      totalRaids: leader.totalRaids,
    }));
  return <RaidShareTable nameColumn={t('tables.name')} pending={leaders.isPending} rows={rows} />;
}
