import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { Form } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';

import { Dropdown } from '../dropdown/Dropdown.js';
import { LockIcon } from '../icons.js';
import { findClass, namedOptions, serverOptions } from '../dropdown/catalogueOptions.js';

export interface CharacterChoice {
  server: number | null;
  faction: number | null;
  class: number | null;
  spec: number | null;
  /** 0 or null: no second spec. */
  spec2: number | null;
}

interface CharacterFieldsProps {
  idPrefix: string;
  gameData: GameDataAnswer;
  value: CharacterChoice;
  /** The server of an existing character cannot change ('Server change is prohibited'). */
  serverLocked?: boolean;
  /** The user's preferred server, starred and first in the list. */
  preferredServer?: number | null;
  disabled?: boolean;
  /** Fields to mark invalid: the ones 'Fill in all fields!' names once the user asked. */
  invalid?: ReadonlySet<string>;
  onChange: (change: Partial<CharacterChoice>) => void;
}

/**
 * Server, faction, class, main spec and the optional second spec. Changing the class resets both specs, and
 * a second spec equal to the new main spec is dropped (SPEC section 4 "Character").
 */
export function CharacterFields({
  idPrefix,
  gameData,
  value,
  serverLocked = false,
  preferredServer = null,
  disabled = false,
  invalid,
  onChange,
}: CharacterFieldsProps) {
  const t = useT();
  const language = useLanguage();
  const cls = findClass(gameData, value.class);
  const specs = namedOptions(cls?.specs ?? [], language);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="character-fields">
      <div className="character-field-wide">
        <Dropdown
          id={id('server')}
          invalid={invalid?.has('server') === true}
          label={t('characterDialog.server')}
          options={serverOptions(gameData.servers, preferredServer)}
          value={value.server}
          disabled={disabled || serverLocked}
          onChange={(server) => onChange({ server })}
        />
        {serverLocked && (
          <Form.Text className="character-locked">
            <LockIcon size={13} /> {t('characterDialog.serverLocked')}
          </Form.Text>
        )}
      </div>
      <Dropdown
        id={id('faction')}
        invalid={invalid?.has('faction') === true}
        label={t('characterDialog.faction')}
        options={namedOptions(gameData.factions, language)}
        value={value.faction}
        disabled={disabled}
        onChange={(faction) => onChange({ faction })}
      />
      <Dropdown
        id={id('class')}
        invalid={invalid?.has('class') === true}
        label={t('characterDialog.class')}
        options={namedOptions(gameData.classes, language)}
        value={value.class}
        disabled={disabled}
        onChange={(choice) => onChange({ class: choice, spec: null, spec2: null })}
      />
      <Dropdown
        id={id('spec')}
        invalid={invalid?.has('spec') === true}
        label={t('characterDialog.spec')}
        options={specs}
        value={value.spec}
        disabled={disabled || !cls}
        onChange={(spec) =>
          onChange(spec !== null && spec === value.spec2 ? { spec, spec2: null } : { spec })
        }
      />
      <Dropdown
        id={id('spec2')}
        label={t('characterDialog.spec2')}
        options={specs.filter((spec) => spec.value !== value.spec)}
        emptyLabel={t('characterDialog.noSpec2')}
        value={value.spec2 || null}
        disabled={disabled || !cls}
        onChange={(spec2) => onChange({ spec2 })}
      />
    </div>
  );
}
