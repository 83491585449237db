import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { FloatingLabel, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { localName } from '../../i18n/localName.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { LockIcon } from '../../ui/icons.js';
import { findClass, idFromSelect } from './catalogueOptions.js';

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
  disabled?: boolean;
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
  disabled = false,
  onChange,
}: CharacterFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cls = findClass(gameData, value.class);
  const specs = cls?.specs ?? [];
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="character-fields">
      <div className="character-field-wide">
        <FloatingLabel controlId={id('server')} label={t('characterDialog.server')}>
          <Form.Select
            value={value.server ?? ''}
            disabled={disabled || serverLocked}
            aria-describedby={serverLocked ? id('server-locked') : undefined}
            onChange={(event) => onChange({ server: idFromSelect(event.target.value) })}
          >
            <option value="">{t('characterDialog.choose')}</option>
            {gameData.servers.map((server) => (
              <option key={server.id} value={server.id}>
                {server.name} ({server.serverRegion})
              </option>
            ))}
          </Form.Select>
        </FloatingLabel>
        {serverLocked && (
          <Form.Text id={id('server-locked')} className="character-locked">
            <LockIcon size={13} /> {t('characterDialog.serverLocked')}
          </Form.Text>
        )}
      </div>
      <FloatingLabel controlId={id('faction')} label={t('characterDialog.faction')}>
        <Form.Select
          value={value.faction ?? ''}
          disabled={disabled}
          onChange={(event) => onChange({ faction: idFromSelect(event.target.value) })}
        >
          <option value="">{t('characterDialog.choose')}</option>
          {gameData.factions.map((faction) => (
            <option key={faction.id} value={faction.id}>
              {localName(faction, language)}
            </option>
          ))}
        </Form.Select>
      </FloatingLabel>
      <FloatingLabel controlId={id('class')} label={t('characterDialog.class')}>
        <Form.Select
          value={value.class ?? ''}
          disabled={disabled}
          onChange={(event) => onChange({ class: idFromSelect(event.target.value), spec: null, spec2: null })}
        >
          <option value="">{t('characterDialog.choose')}</option>
          {gameData.classes.map((option) => (
            <option key={option.id} value={option.id}>
              {localName(option, language)}
            </option>
          ))}
        </Form.Select>
      </FloatingLabel>
      <FloatingLabel controlId={id('spec')} label={t('characterDialog.spec')}>
        <Form.Select
          value={value.spec ?? ''}
          disabled={disabled || !cls}
          onChange={(event) => {
            const spec = idFromSelect(event.target.value);
            onChange(spec !== null && spec === value.spec2 ? { spec, spec2: null } : { spec });
          }}
        >
          <option value="">{t('characterDialog.choose')}</option>
          {specs.map((spec) => (
            <option key={spec.id} value={spec.id}>
              {localName(spec, language)}
            </option>
          ))}
        </Form.Select>
      </FloatingLabel>
      <FloatingLabel controlId={id('spec2')} label={t('characterDialog.spec2')}>
        <Form.Select
          value={value.spec2 ?? 0}
          disabled={disabled || !cls}
          onChange={(event) => onChange({ spec2: idFromSelect(event.target.value) || null })}
        >
          <option value={0}>{t('characterDialog.noSpec2')}</option>
          {specs
            .filter((spec) => spec.id !== value.spec)
            .map((spec) => (
              <option key={spec.id} value={spec.id}>
                {localName(spec, language)}
              </option>
            ))}
        </Form.Select>
      </FloatingLabel>
    </div>
  );
}
