import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { localName } from '../../i18n/localName.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import type { AttendanceFilterState } from './attendanceFilters.js';

interface AttendanceFiltersProps {
  zones: GameDataAnswer['zones'];
  filters: AttendanceFilterState;
  onChange: (filters: AttendanceFilterState) => void;
  csvUrl: string;
}

/** Zone of the expansion, a date range, whether the bench is credited, and the CSV of the same table. */
export function AttendanceFilters({ zones, filters, onChange, csvUrl }: AttendanceFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Current content first, then older zones, as the raid list's zone filter.
  const sorted = [...zones].sort((a, b) => Number(a.notRelevant) - Number(b.notRelevant));
  return (
    <section className="attendance-filters" aria-label={t('attendance.filters')}>
      <Form.FloatingLabel controlId="attendance-zone" label={t('attendance.zone')}>
        <Form.Select
          value={filters.zone ?? ''}
          onChange={(event) =>
            onChange({ ...filters, zone: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('attendance.allZones')}</option>
          {sorted.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {localName(zone, language)}
            </option>
          ))}
        </Form.Select>
      </Form.FloatingLabel>
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
      <Form.Check
        type="switch"
        role="switch"
        id="attendance-bench"
        className="attendance-bench"
        label={t('attendance.benchCounts')}
        checked={filters.benchCounts}
        onChange={(event) => onChange({ ...filters, benchCounts: event.target.checked })}
      />
      <a className="btn btn-outline-secondary attendance-download" href={csvUrl} download>
        {t('attendance.download')}
      </a>
    </section>
  );
}
