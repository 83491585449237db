import { ATTENDANCE_PAGE_SIZE } from '@raid/domain/rules/attendance';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { attendanceCsvUrl, type AttendanceParams } from '../../api/attendance.js';
import { useAttendance } from '../../api/attendance.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { localName } from '../../i18n/localName.js';

import '../../ui/listTable.css';
import { useTeams } from '../../api/teams.js';
import { AttendanceFilters } from './AttendanceFilters.js';
import { AttendancePager } from './AttendancePager.js';
import { AttendanceTable } from './AttendanceTable.js';
import { attendanceParams, isFiltered, NO_FILTERS, type AttendanceFilterState } from './attendanceFilters.js';
import './attendance.css';

/**
 * The Attendance tab of a community page (its players) or a user page (their communities), loaded only when
 * the tab opens.
 */
export default function AttendanceTab({ subject }: { subject: AttendanceParams['subject'] }) {
  const t = useT();
  const language = useLanguage();
  const [filters, setFilters] = useState<AttendanceFilterState>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const params = attendanceParams(subject, filters);
  const attendance = useAttendance(params, page);
  const zones = useGameData().data?.zones ?? [];
  const guild = 'guild' in subject ? subject.guild : null;
  const teams = useTeams(guild, guild !== null).data?.teams ?? [];
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const zoneName = (id: number) => {
    const zone = zones.find((candidate) => candidate.id === id);
    return zone ? localName(zone, language) : '—';
  };

  const changeFilters = (next: AttendanceFilterState) => {
    setFilters(next);
    setPage(1);
  };
  const answer = attendance.data;
  return (
    <div className="attendance-tab">
      <AttendanceFilters
        zones={zones}
        teams={teams}
        filters={filters}
        onChange={changeFilters}
        csvUrl={attendanceCsvUrl(params)}
      />
      {attendance.isError ? (
        <p className="alert alert-danger">{errorText(attendance.error, language, t)}</p>
      ) : answer?.total === 0 ? (
        <p className="alert alert-secondary">
          {isFiltered(filters) ? t('attendance.emptyFiltered') : t('attendance.empty')}
        </p>
      ) : (
        <AttendanceTable
          rowsAre={'guild' in subject ? 'players' : 'communities'}
          rows={answer?.data}
          zoneName={zoneName}
          formatDate={(iso) => dates.format(new Date(iso))}
        />
      )}
      {answer && answer.total > ATTENDANCE_PAGE_SIZE && (
        <AttendancePager page={page} total={answer.total} perPage={answer.perPage} onPage={setPage} />
      )}
    </div>
  );
}
