import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useCommunities } from '../../api/guilds.js';

import { guildIconUrl } from '../../ui/discordImages.js';
import { RaidShareTable } from '../../ui/RaidShareTable.js';

/** Discord communities with raids: community, server, loot system, raids with their share (SPEC section 2). */
export function CommunitiesTable() {
  const t = useT();
  const language = useLanguage();
  const communities = useCommunities();

  if (communities.isError) {
    return <p className="alert alert-danger">{errorText(communities.error, language, t)}</p>;
  }
  const rows = (communities.data ?? []).map((community) => ({
    id: community.id,
    to: `/guilds/${community.id}`,
    image: guildIconUrl(community.id, community.icon),
    name: community.name,
    premium: community.premium,
    server: community.server,
    lootSystem: community.lootSystem,
    raids: community.raids,
    totalRaids: community.totalRaids,
  }));
  return <RaidShareTable nameColumn={t('tables.community')} pending={communities.isPending} rows={rows} />;
}
