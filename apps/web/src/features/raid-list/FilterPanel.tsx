import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaidFilters } from '../../api/raids.js';
import { localName } from '../../i18n/localName.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { isFiltered, type FilterName } from './raidFilters.js';

interface FilterPanelProps {
  gameData: GameDataAnswer;
  filters: RaidFilters;
  onChange: (name: FilterName, value: number | null) => void;
  onReset: () => void;
}

interface Option {
  id: number;
  label: string;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups];
}

function FilterSelect(props: {
  name: FilterName;
  label: string;
  all: string;
  value: number | null;
  onChange: FilterPanelProps['onChange'];
  children: ReactNode;
}) {
  return (
    <div className="form-floating">
      <select
        id={`filter-${props.name}`}
        className="form-select"
        value={props.value ?? ''}
        onChange={(event) =>
          props.onChange(props.name, event.target.value ? Number(event.target.value) : null)
        }
      >
        <option value="">{props.all}</option>
        {props.children}
      </select>
      <label htmlFor={`filter-${props.name}`}>{props.label}</label>
    </div>
  );
}

const options = (items: Option[]) =>
  items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.label}
    </option>
  ));

/** Server, faction, zone, size, difficulty and loot system, each with an 'all' option (SPEC section 2). */
export function FilterPanel({ gameData, filters, onChange, onReset }: FilterPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const named = (items: Array<{ id: number; name: string; nameEng: string }>) =>
    items.map((item) => ({ id: item.id, label: localName(item, language) }));
  // Current content first, then older zones, each by its tier.
  const zones = [...gameData.zones].sort((a, b) => Number(a.notRelevant) - Number(b.notRelevant));

  return (
    <section id="raid-filters" className="filter-panel" aria-label={t('filters.title')}>
      <FilterSelect
        name="server"
        label={t('filters.server')}
        all={t('filters.allServers')}
        value={filters.server}
        onChange={onChange}
      >
        {groupBy(gameData.servers, (server) => server.serverRegion).map(([region, servers]) => (
          <optgroup key={region} label={region}>
            {options(servers.map((server) => ({ id: server.id, label: server.name })))}
          </optgroup>
        ))}
      </FilterSelect>
      <FilterSelect
        name="faction"
        label={t('filters.faction')}
        all={t('filters.allFactions')}
        value={filters.faction}
        onChange={onChange}
      >
        {options(named(gameData.factions))}
      </FilterSelect>
      <FilterSelect
        name="zone"
        label={t('filters.zone')}
        all={t('filters.allZones')}
        value={filters.zone}
        onChange={onChange}
      >
        {groupBy(zones, (zone) => zone.group).map(([group, items]) => (
          <optgroup key={group} label={group}>
            {options(named(items))}
          </optgroup>
        ))}
      </FilterSelect>
      <FilterSelect
        name="size"
        label={t('filters.size')}
        all={t('filters.allSizes')}
        value={filters.size}
        onChange={onChange}
      >
        {options(gameData.sizes.map((size) => ({ id: size.id, label: size.name })))}
      </FilterSelect>
      <FilterSelect
        name="difficulty"
        label={t('filters.difficulty')}
        all={t('filters.allDifficulties')}
        value={filters.difficulty}
        onChange={onChange}
      >
        {options(named(gameData.difficulties))}
      </FilterSelect>
      <FilterSelect
        name="lootSystem"
        label={t('filters.lootSystem')}
        all={t('filters.allLootSystems')}
        value={filters.lootSystem}
        onChange={onChange}
      >
        {options(named(gameData.lootSystems))}
      </FilterSelect>
      {isFiltered(filters) && (
        <button type="button" className="btn btn-link filter-reset" onClick={onReset}>
          {t('raidList.resetFilter')}
        </button>
      )}
    </section>
  );
}
