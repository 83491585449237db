import type { Zone } from '@raid/domain/catalogue/types';
import {
  MAX_ZONES,
  needsDifficulty,
  needsSize,
  withLootSystem,
  withZones,
} from '@raid/domain/rules/raidForm';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { User } from '@raid/domain/schemas/user';
import type { Dispatch, SetStateAction } from 'react';
import { Row } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { localName } from '../../i18n/localName.js';

import { namedOptions, serverOptions } from '../../ui/dropdown/catalogueOptions.js';
import { GameImage } from '../../ui/gameIcons/GameImage.js';
import {
  DropdownField,
  FormSection,
  namedSelectOptions,
  numberOrNull,
  SelectField,
  type SectionProps,
} from './formFields.js';
import type { RaidDialogForm } from './raidFormState.js';

interface RaidPlaceSectionProps extends SectionProps {
  gameData: GameDataAnswer;
  user: User;
  firstZone: Zone | undefined;
  /** A weekly template being edited keeps its realm, faction and zones. */
  locked: boolean;
  /** For the changes that reach other fields (zones decide size and difficulty, the loot system buyers). */
  setForm: Dispatch<SetStateAction<RaidDialogForm>>;
}

/** Where the raid is: realm, faction, up to three zones, size, difficulty and loot system. */
export function RaidPlaceSection(props: RaidPlaceSectionProps) {
  const t = useT();
  const language = useLanguage();
  const { form, update, isMissing, isFilled, gameData, firstZone, locked } = props;
  const zoneOptions = [...gameData.zones]
    .sort((a, b) => Number(a.notRelevant) - Number(b.notRelevant))
    .map((zone) => ({
      value: zone.id,
      label: localName(zone, language),
      keywords: `${zone.name} ${zone.nameEng}`,
      badge: zone.dontAskLogs ? t('raidDialog.withoutLogs') : undefined,
      // Decorative: the zone's name is written beside it.
      icon: <GameImage image={zone.image} />,
    }));

  const setZone = (index: number, zone: number | null) => {
    const ids = [...form.zones];
    if (zone !== null) ids[index] = zone;
    else ids.splice(index);
    props.setForm((current) => withZones(current, ids, gameData.zones));
  };

  return (
    <FormSection title={t('raidDialog.sectionRaid')}>
      <Row className="g-2">
        <DropdownField
          sm={8}
          id="raid-server"
          favourites="server"
          label={t('raidDialog.server')}
          options={serverOptions(gameData.servers, props.user.preferredServer)}
          value={form.server}
          disabled={locked}
          invalid={isMissing('server')}
          valid={isFilled('server')}
          onChange={(server) => update({ server, char: null })}
        />
        <DropdownField
          sm={4}
          id="raid-faction"
          label={t('raidDialog.faction')}
          options={namedOptions(gameData.factions, language)}
          value={form.faction}
          disabled={locked}
          invalid={isMissing('faction')}
          valid={isFilled('faction')}
          onChange={(faction) => update({ faction, char: null })}
        />
        {Array.from({ length: Math.min(form.zones.length + 1, MAX_ZONES) }, (_, index) => (
          <DropdownField
            sm={4}
            key={index}
            id={`raid-zone-${index + 1}`}
            favourites="zone"
            label={index === 0 ? t('raidDialog.zone') : t('raidDialog.extraZone', { number: index + 1 })}
            options={zoneOptions.filter(
              (zone) => zone.value === form.zones[index] || !form.zones.includes(zone.value),
            )}
            emptyLabel={index === 0 ? undefined : t('raidDialog.noZone')}
            value={form.zones[index] ?? null}
            disabled={locked}
            invalid={index === 0 && isMissing('zone')}
            valid={index === 0 && isFilled('zone')}
            onChange={(zone) => setZone(index, zone)}
          />
        ))}
      </Row>
      <Row className="g-2 mt-0">
        <SelectField
          sm={4}
          id="raid-size"
          label={t('raidDialog.size')}
          value={form.size}
          options={(firstZone?.sizes ?? []).map((size) => ({ value: size, label: String(size) }))}
          disabled={locked || !needsSize(firstZone)}
          invalid={isMissing('size')}
          valid={isFilled('size')}
          favourites="size"
          onChange={(value) => update({ size: numberOrNull(value) })}
        />
        <SelectField
          sm={4}
          id="raid-difficulty"
          label={t('raidDialog.difficulty')}
          value={form.difficulty}
          options={namedSelectOptions(gameData.difficulties, language)}
          disabled={locked || !needsDifficulty(firstZone)}
          invalid={isMissing('difficulty')}
          valid={isFilled('difficulty')}
          favourites="difficulty"
          onChange={(value) => update({ difficulty: numberOrNull(value) })}
        />
        <DropdownField
          sm={4}
          id="raid-loot"
          favourites="lootSystem"
          label={t('raidDialog.lootSystem')}
          options={namedOptions(gameData.lootSystems, language, props.user.preferredLootSystem)}
          value={form.lootSystem}
          invalid={isMissing('lootSystem')}
          valid={isFilled('lootSystem')}
          onChange={(lootSystem) => {
            if (lootSystem !== null) props.setForm((current) => withLootSystem(current, lootSystem));
          }}
        />
      </Row>
    </FormSection>
  );
}
