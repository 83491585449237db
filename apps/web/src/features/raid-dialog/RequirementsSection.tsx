import type { Zone } from '@raid/domain/catalogue/types';
import { allowsBuyers, clampRequiredIlvl, clampRequiredLogs } from '@raid/domain/rules/raidForm';
import { Col, FloatingLabel, Form, Row } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { FormSection, type SectionProps } from './formFields.js';

interface RequirementsSectionProps extends SectionProps {
  firstZone: Zone | undefined;
  /** The expansion measures gear by GearScore rather than item level. */
  gearScore: boolean;
  /** Says what 'requirements' needs while it is missing. */
  hint: boolean;
}

/** What a character needs to sign up: logs, item level (or GearScore), and whether buyers are welcome. */
export function RequirementsSection(props: RequirementsSectionProps) {
  const t = useT();
  const { form, update, isMissing, firstZone } = props;
  const gearLabel = props.gearScore ? t('raidDialog.requiredGearScore') : t('raidDialog.requiredIlvl');
  return (
    <FormSection title={t('raidDialog.sectionRequirements')}>
      <Row className="g-2 align-items-center">
        <Col sm={4}>
          <FloatingLabel controlId="raid-logs" label={t('raidDialog.requiredLogs')}>
            <Form.Control
              inputMode="numeric"
              value={firstZone?.dontAskLogs ? 0 : form.requiredLogs}
              disabled={firstZone?.dontAskLogs}
              isInvalid={isMissing('requirements')}
              onChange={(event) => update({ requiredLogs: clampRequiredLogs(event.target.value, firstZone) })}
            />
          </FloatingLabel>
        </Col>
        <Col sm={4}>
          <FloatingLabel controlId="raid-ilvl" label={gearLabel}>
            <Form.Control
              inputMode="numeric"
              value={form.requiredIlvl}
              isInvalid={isMissing('requirements')}
              onChange={(event) =>
                update({ requiredIlvl: clampRequiredIlvl(event.target.value, props.gearScore) })
              }
            />
          </FloatingLabel>
        </Col>
        <Col sm={4}>
          <Form.Check
            type="switch"
            id="raid-byers"
            label={t('raidDialog.byers')}
            checked={form.byers}
            disabled={!allowsBuyers(form.lootSystem)}
            onChange={(event) => update({ byers: event.target.checked })}
          />
        </Col>
      </Row>
      {props.hint && <div className="form-text">{t('raidDialog.requirementsHint')}</div>}
    </FormSection>
  );
}
