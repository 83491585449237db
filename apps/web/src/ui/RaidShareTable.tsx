import { Table } from 'react-bootstrap';
import { useT } from '../i18n/useT.js';
import { Link } from 'react-router';
import { Avatar } from './Avatar.js';
import { RaidShare } from './RaidShare.js';
import { TableSkeleton } from './TableSkeleton.js';
import { useCatalogueNames } from './useCatalogueNames.js';
import './listTable.css';

/** One row: who (a community or a leader) with a link to their profile, their server, loot system and raids. */
interface RaidShareRow {
  id: string;
  to: string;
  image: string | null;
  name: string;
  premium: number;
  server: number | null;
  lootSystem: number | null;
  raids: number;
  totalRaids: number;
}

/**
 * The public lists of who runs raids (communities, raid leaders; SPEC section 2): a name column, server, loot
 * system and raids with their share, skeleton rows while loading.
 */
export function RaidShareTable({
  nameColumn,
  pending,
  rows,
}: {
  nameColumn: string;
  pending: boolean;
  rows: readonly RaidShareRow[];
}) {
  const t = useT();
  const names = useCatalogueNames();
  return (
    <Table hover responsive className="list-table" aria-busy={pending}>
      <thead>
        <tr>
          <th scope="col">{nameColumn}</th>
          <th scope="col">{t('tables.server')}</th>
          <th scope="col">{t('tables.loot')}</th>
          <th scope="col" className="text-end">
            {t('tables.raids')}
          </th>
        </tr>
      </thead>
      {pending ? (
        <TableSkeleton columns={4} />
      ) : (
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.premium ? 'premium-row' : undefined}>
              <td>
                <Link to={row.to} className="table-person">
                  <Avatar src={row.image} name={row.name} size={26} />
                  <span>{row.name}</span>
                </Link>
                {row.premium === 1 && <span className="badge badge-premium ms-2">{t('tables.premium')}</span>}
              </td>
              <td>{names.server(row.server)}</td>
              <td>{names.lootSystem(row.lootSystem)}</td>
              <td className="text-end">
                <RaidShare raids={row.raids} totalRaids={row.totalRaids} />
              </td>
            </tr>
          ))}
        </tbody>
      )}
    </Table>
  );
}
