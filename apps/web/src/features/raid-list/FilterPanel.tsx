import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { useLanguage, useT } from '../../i18n/useT.js';
import type { RaidFilters } from '../../api/raids.js';
import { localName } from '../../i18n/localName.js';

import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import { namedOptions, serverOptions } from '../../ui/dropdown/catalogueOptions.js';
import type { DropdownOption } from '../../ui/dropdown/dropdownOption.js';
import { GameImage } from '../../ui/gameIcons/GameImage.js';
import { isFiltered, type FilterName } from './raidFilters.js';

interface FilterPanelProps {
  gameData: GameDataAnswer;
  /** The teams the list may narrow to: the community's on its page, the viewer's own on the main list. */
  teams: ReadonlyArray<{ id: number; name: string }>;
  filters: RaidFilters;
  onChange: (name: FilterName, value: number | null) => void;
  onReset: () => void;
}

/** One filter: the searchable dropdown whose first entry, 'all …', clears it. */
function FilterSelect(props: {
  name: FilterName;
  label: string;
  all: string;
  value: number | null;
  options: DropdownOption<number>[];
  /** The user's starred list shared with the raid dialog's field of the same choice. */
  favourites: string;
  onChange: FilterPanelProps['onChange'];
}) {
  return (
    <Dropdown
      id={`filter-${props.name}`}
      label={props.label}
      options={props.options}
      value={props.value}
      emptyLabel={props.all}
      favourites={props.favourites}
      onChange={(value) => props.onChange(props.name, value)}
    />
  );
}

/**
 * Server, faction, zone, size, difficulty and loot system, each with an 'all' option (SPEC section 2), and the
 * team when there are teams to choose from (issue 30).
 */
export function FilterPanel({ gameData, teams, filters, onChange, onReset }: FilterPanelProps) {
  const t = useT();
  const language = useLanguage();
  // Current content first, then older zones, each by its tier; typing the tier's name finds its zones.
  const zones = [...gameData.zones]
    .sort((a, b) => Number(a.notRelevant) - Number(b.notRelevant))
    .map((zone) => ({
      value: zone.id,
      label: localName(zone, language),
      keywords: `${zone.name} ${zone.nameEng} ${zone.group}`,
      // Decorative: the zone's name is written beside it.
      icon: <GameImage image={zone.image} />,
    }));

  return (
    <section id="raid-filters" className="filter-panel" aria-label={t('filters.title')}>
      <FilterSelect
        name="server"
        label={t('filters.server')}
        all={t('filters.allServers')}
        value={filters.server}
        options={serverOptions(gameData.servers, null)}
        favourites="server"
        onChange={onChange}
      />
      <FilterSelect
        name="faction"
        label={t('filters.faction')}
        all={t('filters.allFactions')}
        value={filters.faction}
        options={namedOptions(gameData.factions, language)}
        favourites="faction"
        onChange={onChange}
      />
      <FilterSelect
        name="zone"
        label={t('filters.zone')}
        all={t('filters.allZones')}
        value={filters.zone}
        options={zones}
        favourites="zone"
        onChange={onChange}
      />
      <FilterSelect
        name="size"
        label={t('filters.size')}
        all={t('filters.allSizes')}
        value={filters.size}
        options={gameData.sizes.map((size) => ({ value: size.id, label: size.name }))}
        favourites="size"
        onChange={onChange}
      />
      <FilterSelect
        name="difficulty"
        label={t('filters.difficulty')}
        all={t('filters.allDifficulties')}
        value={filters.difficulty}
        options={namedOptions(gameData.difficulties, language)}
        favourites="difficulty"
        onChange={onChange}
      />
      <FilterSelect
        name="lootSystem"
        label={t('filters.lootSystem')}
        all={t('filters.allLootSystems')}
        value={filters.lootSystem}
        options={namedOptions(gameData.lootSystems, language)}
        favourites="lootSystem"
        onChange={onChange}
      />
      {(teams.length > 0 || filters.team !== null) && (
        <FilterSelect
          name="team"
          label={t('teams.team')}
          all={t('teams.allTeams')}
          value={filters.team}
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
          favourites="team"
          onChange={onChange}
        />
      )}
      {isFiltered(filters) && (
        <button type="button" className="btn btn-link filter-reset" onClick={onReset}>
          {t('raidList.resetFilter')}
        </button>
      )}
    </section>
  );
}
