import type { GuildSettings } from '@raid/domain/schemas/settings';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSetGuildSettings } from '../../api/settings.js';

/** Tenths from 0 to 1: fine enough for a bench credit, few enough for a select. */
const CHOICES = Array.from({ length: 11 }, (_, index) => index / 10);

/**
 * What a raid on the bench counts for in the community's attendance (issue 30): a multiplier from 0 to 1,
 * saved as soon as it is chosen. A value set elsewhere (the API takes hundredths) stays offered.
 */
export function BenchCreditOption({ settings }: { settings: GuildSettings }) {
  const { t } = useTranslation();
  const save = useSetGuildSettings(settings.server);
  const current = settings.benchCredit ?? 1;
  const choices = CHOICES.includes(current) ? CHOICES : [...CHOICES, current].sort((a, b) => a - b);
  const id = `guild-${settings.server}-bench-credit`;
  return (
    <fieldset className="settings-group">
      <legend>{t('benches.settingsTitle')}</legend>
      <p className="settings-hint">{t('benches.settingsHint')}</p>
      <Form.Group controlId={id} className="bench-credit">
        <Form.Label className="small fw-semibold">{t('benches.settingsLabel')}</Form.Label>
        <Form.Select
          value={current}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ ...settings, benchCredit: Number(event.target.value) })}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {t('benches.creditValue', { credit: choice })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </fieldset>
  );
}
