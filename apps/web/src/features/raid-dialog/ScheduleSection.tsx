import { minimumStart } from '@raid/domain/rules/raidForm';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { Col, FloatingLabel, Form, Row } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';

import { FormSection, namedSelectOptions, SelectField, type SectionProps } from './formFields.js';
import { toLocalInput } from './raidFormState.js';

interface ScheduleSectionProps extends SectionProps {
  daysOfWeek: GameDataAnswer['daysOfWeek'];
  /** A weekly template: a day of the week and a time instead of a date. */
  template: boolean;
  creating: boolean;
  /** The chosen start is not too soon (SPEC section 2, dialog 4). */
  startAllowed: boolean;
  now: () => Date;
}

/** When the raid starts: a date and time, or a template's day of the week and time. */
export function ScheduleSection(props: ScheduleSectionProps) {
  const t = useT();
  const language = useLanguage();
  const { form, update, isMissing, isFilled } = props;
  return (
    <FormSection title={t('raidDialog.sectionStart')}>
      {props.template ? (
        <Row className="g-2">
          <SelectField
            sm={6}
            id="raid-day"
            label={t('raidDialog.dayOfWeek')}
            value={form.startDayOfWeek}
            options={namedSelectOptions(props.daysOfWeek, language)}
            invalid={isMissing('start')}
            valid={isFilled('start')}
            onChange={(value) => update({ startDayOfWeek: value === '' ? null : Number(value) })}
          />
          <Col sm={6}>
            <FloatingLabel controlId="raid-time" label={t('raidDialog.time')}>
              <Form.Control
                type="time"
                step={300}
                value={form.startTime ?? ''}
                isInvalid={isMissing('start')}
                onChange={(event) => update({ startTime: event.target.value || null })}
              />
            </FloatingLabel>
          </Col>
        </Row>
      ) : (
        <FloatingLabel controlId="raid-date" label={t('raidDialog.date')}>
          <Form.Control
            type="datetime-local"
            value={form.date ?? ''}
            min={props.creating ? toLocalInput(minimumStart(props.now())) : undefined}
            isInvalid={isMissing('start') || !props.startAllowed}
            onChange={(event) => update({ date: event.target.value || null })}
          />
          <Form.Control.Feedback type="invalid">{t('raidDialog.startTooSoon')}</Form.Control.Feedback>
        </FloatingLabel>
      )}
    </FormSection>
  );
}
