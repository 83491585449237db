import { ATTENDANCE_OUTCOMES } from '@raid/domain/rules/attendance';
import { raidShareColor } from '@raid/domain/rules/rarity';
import type { AttendanceRow } from '@raid/domain/schemas/attendance';
import { Table } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar.js';
import { guildIconUrl, userAvatarUrl } from '../../ui/discordImages.js';
import { TableSkeleton } from '../../ui/TableSkeleton.js';
import { LastRaids } from './LastRaids.js';

interface AttendanceTableProps {
  /** Rows are players of a community, or the communities of one user. */
  rowsAre: 'players' | 'communities';
  rows: AttendanceRow[] | undefined;
  zoneName: (id: number) => string;
  formatDate: (iso: string) => string;
}

const COLUMNS = 5 + ATTENDANCE_OUTCOMES.length;

/** Who, their attendance with the raid share's colours, each outcome's count, their streaks and last raids. */
export function AttendanceTable({ rowsAre, rows, zoneName, formatDate }: AttendanceTableProps) {
  const t = useT();
  const players = rowsAre === 'players';
  return (
    <Table hover responsive className="list-table attendance-table" aria-busy={rows === undefined}>
      <thead>
        <tr>
          <th scope="col">{players ? t('attendance.player') : t('attendance.community')}</th>
          <th scope="col" className="text-end">
            {t('attendance.percentage')}
          </th>
          {ATTENDANCE_OUTCOMES.map((outcome) => (
            <th key={outcome} scope="col" className="text-end">
              <span className={`attendance-key outcome-${outcome}`} aria-hidden />
              {t(`attendance.outcomes.${outcome}`)}
            </th>
          ))}
          <th scope="col" className="text-end" title={t('attendance.streakHint')}>
            {t('attendance.streak')}
          </th>
          <th scope="col">{t('attendance.lastRaids')}</th>
        </tr>
      </thead>
      {rows === undefined ? (
        <TableSkeleton columns={COLUMNS} />
      ) : (
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={players ? `/users/${row.id}` : `/guilds/${row.id}`} className="table-person">
                  <Avatar
                    src={players ? userAvatarUrl(row.id, row.image) : guildIconUrl(row.id, row.image)}
                    name={row.name}
                    size={26}
                  />
                  <span>{row.name}</span>
                </Link>
              </td>
              <td className="text-end text-nowrap">
                <span className="raid-share" style={{ color: raidShareColor(row.percentage) }}>
                  <strong>{row.percentage}%</strong>
                  <span className="raid-share-percent">
                    {t('attendance.attendedOf', { attended: row.attended, expected: row.expected })}
                  </span>
                </span>
              </td>
              {ATTENDANCE_OUTCOMES.map((outcome) => (
                <td
                  key={outcome}
                  className={`text-end${row.counts[outcome] === 0 ? ' text-body-tertiary' : ''}`}
                >
                  {row.counts[outcome]}
                  {outcome === 'bench' && (
                    <span
                      className="attendance-credit"
                      title={t('benches.creditHint', { credit: row.benchCredit })}
                    >
                      {t('benches.creditValue', { credit: row.benchCredit })}
                    </span>
                  )}
                </td>
              ))}
              <td className="text-end text-nowrap">
                {t('attendance.streakValue', { current: row.currentStreak, longest: row.longestStreak })}
              </td>
              <td>
                <LastRaids raids={row.lastRaids} zoneName={zoneName} formatDate={formatDate} />
              </td>
            </tr>
          ))}
        </tbody>
      )}
    </Table>
  );
}
