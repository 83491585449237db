import { displayName } from '@raid/domain/rules/displayName';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/errorText.js';
import { useRaidLeaders } from '../../api/lists.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { Avatar } from '../../ui/Avatar.js';
import { userAvatarUrl } from '../../ui/discordImages.js';
import { RaidShare } from '../../ui/RaidShare.js';
import { TableSkeleton } from '../../ui/TableSkeleton.js';
import { useCatalogueNames } from '../../ui/useCatalogueNames.js';
import '../../ui/listTable.css';

/** Users who lead raids: name, preferred server and loot system, raids with their share (SPEC section 2). */
export function RaidLeadersTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const leaders = useRaidLeaders();
  const names = useCatalogueNames();

  if (leaders.isError) return <p className="alert alert-danger">{errorText(leaders.error, language, t)}</p>;
  const rows = (leaders.data ?? []).filter((leader) => leader.raids > 0);
  return (
    <Table hover responsive className="list-table" aria-busy={leaders.isPending}>
      <thead>
        <tr>
          <th scope="col">{t('tables.name')}</th>
          <th scope="col">{t('tables.server')}</th>
          <th scope="col">{t('tables.loot')}</th>
          <th scope="col" className="text-end">
            {t('tables.raids')}
          </th>
        </tr>
      </thead>
      {leaders.isPending ? (
        <TableSkeleton columns={4} />
      ) : (
        <tbody>
          {rows.map((leader) => {
            const name = displayName(leader);
            return (
              <tr key={leader.id} className={leader.premium ? 'premium-row' : undefined}>
                <td>
                  <Link to={`/users/${leader.id}`} className="table-person">
                    <Avatar src={userAvatarUrl(leader.id, leader.avatar)} name={name} size={26} />
                    <span>{name}</span>
                  </Link>
                  {leader.premium === 1 && (
                    <span className="badge badge-premium ms-2">{t('tables.premium')}</span>
                  )}
                </td>
                <td>{names.server(leader.preferredServer)}</td>
                <td>{names.lootSystem(leader.preferredLootSystem)}</td>
                <td className="text-end">
                  <RaidShare raids={leader.raids} totalRaids={leader.totalRaids} />
                </td>
              </tr>
            );
          })}
        </tbody>
      )}
    </Table>
  );
}
