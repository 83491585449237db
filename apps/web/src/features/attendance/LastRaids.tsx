import type { AttendanceRow } from '@raid/domain/schemas/attendance';
import { OverlayTrigger, Tooltip } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { Link } from 'react-router';

interface LastRaidsProps {
  raids: AttendanceRow['lastRaids'];
  zoneName: (id: number) => string;
  formatDate: (iso: string) => string;
}

/**
 * The last raids, newest first, as small coloured markers: each links to its raid and says its date, zone and
 * outcome in a tooltip on hover or keyboard focus (and to screen readers as its name).
 */
export function LastRaids({ raids, zoneName, formatDate }: LastRaidsProps) {
  const t = useT();
  return (
    <ul className="attendance-markers">
      {raids.map((raid) => {
        const text = t('attendance.marker', {
          date: formatDate(raid.date),
          zone: zoneName(raid.zone),
          outcome: t(`attendance.outcomes.${raid.outcome}`),
        });
        return (
          <li key={raid.raid}>
            <OverlayTrigger
              placement="top"
              trigger={['hover', 'focus']}
              overlay={<Tooltip id={`attendance-raid-${raid.raid}`}>{text}</Tooltip>}
            >
              <Link
                to={`/raids/${raid.raid}`}
                className={`attendance-marker outcome-${raid.outcome}`}
                aria-label={text}
              />
            </OverlayTrigger>
          </li>
        );
      })}
    </ul>
  );
}
