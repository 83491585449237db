import type { RaidRecord, SignUpStatus } from '@raid/domain/schemas/record';
import { Button, ButtonGroup } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';

const STATUSES: SignUpStatus[] = ['tentative', 'late', 'absence'];

/**
 * Tentative / Late / Absence for one of the user's records; pressing the active one removes it. Late only for a
 * record in the roster; a Discord server may offer only some of them (`allowed`).
 */
export function StatusButtons(props: {
  record: RaidRecord;
  allowed: readonly SignUpStatus[];
  busy: boolean;
  onSet: (status: SignUpStatus) => void;
}) {
  const t = useT();
  const shown = STATUSES.filter(
    (status) => props.allowed.includes(status) && (status !== 'late' || props.record.slot > 0),
  );
  if (shown.length === 0) return null;
  return (
    <ButtonGroup size="sm" aria-label={t('signUp.statusFor', { name: props.record.charName })}>
      {shown.map((status) => (
        <Button
          key={status}
          variant={props.record.status === status ? 'warning' : 'outline-secondary'}
          aria-pressed={props.record.status === status}
          disabled={props.busy}
          onClick={() => props.onSet(status)}
        >
          {t(`signUp.status.${status}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
