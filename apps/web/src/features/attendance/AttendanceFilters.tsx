import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { Form } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { localName } from '../../i18n/localName.js';

import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import { GameImage } from '../../ui/gameIcons/GameImage.js';
import type { AttendanceFilterState } from './attendanceFilters.js';

interface AttendanceFiltersProps {
  zones: GameDataAnswer['zones'];
  /** The community's teams (issue 30); none for a player's table. */
  teams: ReadonlyArray<{ id: number; name: string }>;
  filters: AttendanceFilterState;
  onChange: (filters: AttendanceFilterState) => void;
  csvUrl: string;
}

/** Zone of the expansion, the community's team when it has teams, a date range, and the CSV of the same table. */
export function AttendanceFilters({ zones, teams, filters, onChange, csvUrl }: AttendanceFiltersProps) {
  const t = useT();
  const language = useLanguage();
  // Current content first, then older zones, as the raid list's zone filter.
  const sorted = [...zones].sort((a, b) => Number(a.notRelevant) - Number(b.notRelevant));
  return (
    <section className="attendance-filters" aria-label={t('attendance.filters')}>
      <Dropdown
        id="attendance-zone"
        label={t('attendance.zone')}
        options={sorted.map((zone) => ({
          value: zone.id,
          label: localName(zone, language),
          keywords: `${zone.name} ${zone.nameEng}`,
          // Decorative: the zone's name is written beside it.
          icon: <GameImage image={zone.image} />,
        }))}
        value={filters.zone}
        emptyLabel={t('attendance.allZones')}
        favourites="zone"
        onChange={(zone) => onChange({ ...filters, zone })}
      />
      {teams.length > 0 && (
        <Dropdown
          id="attendance-team"
          label={t('teams.team')}
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
          value={filters.team}
          emptyLabel={t('teams.allTeams')}
          onChange={(team) => onChange({ ...filters, team })}
        />
      )}
      <Form.FloatingLabel controlId="attendance-from" label={t('attendance.from')}>
        <Form.Control
          type="date"
          value={filters.fromDay}
          max={filters.toDay || undefined}
          onChange={(event) => onChange({ ...filters, fromDay: event.target.value })}
        />
      </Form.FloatingLabel>
      <Form.FloatingLabel controlId="attendance-to" label={t('attendance.to')}>
        <Form.Control
          type="date"
          value={filters.toDay}
          min={filters.fromDay || undefined}
          onChange={(event) => onChange({ ...filters, toDay: event.target.value })}
        />
      </Form.FloatingLabel>
      <a className="btn btn-outline-secondary attendance-download" href={csvUrl} download>
        {t('attendance.download')}
      </a>
    </section>
  );
}
