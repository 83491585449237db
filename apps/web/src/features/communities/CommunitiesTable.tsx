import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/errorText.js';
import { useCommunities } from '../../api/lists.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { Avatar } from '../../ui/Avatar.js';
import { guildIconUrl } from '../../ui/discordImages.js';
import { RaidShare } from '../../ui/RaidShare.js';
import { TableSkeleton } from '../../ui/TableSkeleton.js';
import { useCatalogueNames } from '../../ui/useCatalogueNames.js';
import '../../ui/listTable.css';

/** Discord communities with raids: community, server, loot system, raids with their share (SPEC section 2). */
export function CommunitiesTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const communities = useCommunities();
  const names = useCatalogueNames();

  if (communities.isError) {
    return <p className="alert alert-danger">{errorText(communities.error, language, t)}</p>;
  }
  return (
    <Table hover responsive className="list-table" aria-busy={communities.isPending}>
      <thead>
        <tr>
          <th scope="col">{t('tables.community')}</th>
          <th scope="col">{t('tables.server')}</th>
          <th scope="col">{t('tables.loot')}</th>
          <th scope="col" className="text-end">
            {t('tables.raids')}
          </th>
        </tr>
      </thead>
      {communities.isPending ? (
        <TableSkeleton columns={4} />
      ) : (
        <tbody>
          {communities.data.map((community) => (
            <tr key={community.id} className={community.premium ? 'premium-row' : undefined}>
              <td>
                <Link to={`/guilds/${community.id}`} className="table-person">
                  <Avatar src={guildIconUrl(community.id, community.icon)} name={community.name} size={26} />
                  <span>{community.name}</span>
                </Link>
                {community.premium === 1 && (
                  <span className="badge badge-premium ms-2">{t('tables.premium')}</span>
                )}
              </td>
              <td>{names.server(community.server)}</td>
              <td>{names.lootSystem(community.lootSystem)}</td>
              <td className="text-end">
                <RaidShare raids={community.raids} totalRaids={community.totalRaids} />
              </td>
            </tr>
          ))}
        </tbody>
      )}
    </Table>
  );
}
