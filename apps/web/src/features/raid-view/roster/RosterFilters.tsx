import { useT } from '../../../i18n/useT.js';
import { className, type Catalogue } from './catalogue.js';
import type { RecordFilter, RoleFilter } from './rosterLayout.js';

interface RosterFiltersProps {
  filter: RecordFilter;
  onChange: (filter: RecordFilter) => void;
  classes: Catalogue['classes'];
  catalogue: Catalogue;
}

const roles: RoleFilter[] = ['all', 'tank', 'healer', 'dps'];

/** Role and class tabs: records outside them are hidden from the list and dimmed in the roster. */
export function RosterFilters({ filter, onChange, classes, catalogue }: RosterFiltersProps) {
  const t = useT();
  return (
    <div className="roster-filters">
      <div className="filter-tabs" role="group" aria-label={t('roster.filterRole')}>
        {roles.map((role) => (
          <button
            key={role}
            type="button"
            className={`filter-tab${filter.role === role ? ' active' : ''}`}
            aria-pressed={filter.role === role}
            onClick={() => onChange({ ...filter, role })}
          >
            {t(`roster.roles.${role}`)}
          </button>
        ))}
      </div>
      {classes.length > 0 && (
        <div className="filter-tabs" role="group" aria-label={t('roster.filterClass')}>
          <button
            type="button"
            className={`filter-tab${filter.classId === null ? ' active' : ''}`}
            aria-pressed={filter.classId === null}
            onClick={() => onChange({ ...filter, classId: null })}
          >
            {t('roster.allClasses')}
          </button>
          {classes.map((gameClass) => (
            <button
              key={gameClass.id}
              type="button"
              className={`filter-tab${filter.classId === gameClass.id ? ' active' : ''}`}
              aria-pressed={filter.classId === gameClass.id}
              onClick={() => onChange({ ...filter, classId: gameClass.id })}
            >
              <span className="class-dot" style={{ background: gameClass.color }} aria-hidden />
              {className(catalogue, gameClass)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
