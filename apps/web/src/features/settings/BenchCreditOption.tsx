import type { GuildSettings } from '@raid/domain/schemas/settings';
import { Form } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { useSetGuildSettings } from '../../api/settings.js';
import { benchCreditChoices } from '../../ui/benchCreditChoices.js';

/**
 * What a raid on the bench counts for in the community's attendance (issue 30): a multiplier from 0 to 1,
 * saved as soon as it is chosen.
 */
export function BenchCreditOption({ settings }: { settings: GuildSettings }) {
  const t = useT();
  const save = useSetGuildSettings(settings.server);
  const current = settings.benchCredit ?? 1;
  const choices = benchCreditChoices(current);
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
