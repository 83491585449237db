import { COMMENT_MAX } from '@raid/domain/rules/textLimits';
import type { Character } from '@raid/domain/schemas/character';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';

import { CharCounter } from '../../ui/confirm/CharCounter.js';
import {
  FormSection,
  namedSelectOptions,
  numberOrNull,
  SelectField,
  type SectionProps,
} from './formFields.js';

interface LeaderSectionProps extends SectionProps {
  /** The user's characters that may lead this raid (its realm and faction). */
  characters: Character[];
  recordModes: GameDataAnswer['recordModes'];
  onAddCharacter: () => void;
}

/** Who leads and how players join: the leader's character, the record mode, who may see it, the comment. */
export function LeaderSection(props: LeaderSectionProps) {
  const t = useT();
  const language = useLanguage();
  const { form, update, isMissing, isFilled, characters } = props;
  return (
    <FormSection title={t('raidDialog.sectionLeader')}>
      <Row className="g-2 align-items-center">
        <SelectField
          sm={6}
          id="raid-char"
          label={t('raidDialog.character')}
          value={form.char}
          options={characters.map((character) => ({ value: character.id, label: character.name }))}
          disabled={!form.server || !form.faction}
          invalid={isMissing('char')}
          valid={isFilled('char')}
          favourites="leaderCharacter"
          onChange={(value) => update({ char: numberOrNull(value) })}
        >
          {form.server && form.faction && characters.length === 0 && (
            <div className="form-text text-warning">
              {t('raidDialog.noCharacters')}{' '}
              <Button variant="link" size="sm" className="p-0 align-baseline" onClick={props.onAddCharacter}>
                {t('raidDialog.addChar')}
              </Button>
            </div>
          )}
        </SelectField>
        <SelectField
          sm={6}
          id="raid-record-mode"
          label={t('raidDialog.recordMode')}
          value={form.recordMode}
          options={namedSelectOptions(props.recordModes, language)}
          onChange={(value) => update({ recordMode: Number(value) || 0 })}
        />
        <Col sm={6}>
          <Form.Check
            type="switch"
            id="raid-everyone"
            label={t('raidDialog.everyone')}
            checked={form.everyone}
            onChange={(event) => update({ everyone: event.target.checked })}
          />
        </Col>
        <Col sm={6}>
          <Form.Check
            type="switch"
            id="raid-private"
            label={t('raidDialog.private')}
            checked={form.private}
            onChange={(event) => update({ private: event.target.checked })}
          />
        </Col>
      </Row>
      <Form.Group controlId="raid-comment" className="mt-3">
        <Form.Label>{t('raidDialog.comment')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={form.comment}
          isInvalid={[...form.comment].length > COMMENT_MAX}
          onChange={(event) => update({ comment: event.target.value })}
        />
        <CharCounter text={form.comment} max={COMMENT_MAX} />
      </Form.Group>
    </FormSection>
  );
}
