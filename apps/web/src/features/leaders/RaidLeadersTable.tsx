import { displayName } from '@raid/domain/rules/displayName';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errorText.js';
import { useRaidLeaders } from '../../api/users.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { userAvatarUrl } from '../../ui/discordImages.js';
import { RaidShareTable } from '../../ui/RaidShareTable.js';

/** Users who lead raids: name, preferred server and loot system, raids with their share (SPEC section 2). */
export function RaidLeadersTable() {
  const { t } = useTranslation();
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
