import { rosterApprovalWarnings } from '@raid/domain/rules/rosterApproval';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { useT } from '../../i18n/useT.js';
import { ConfirmDialog } from '../../ui/confirm/ConfirmDialog.js';

interface ApproveRosterDialogProps {
  records: readonly RaidRecord[];
  size: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Approve the roster?', with what the roster lacks: a tank, a healer, players for its free slots (issue 28). */
export function ApproveRosterDialog({ records, size, onConfirm, onCancel }: ApproveRosterDialogProps) {
  const t = useT();
  const warnings = rosterApprovalWarnings(records, size);
  const lacks = [
    warnings.noTank && t('raidView.approveNoTank'),
    warnings.noHealer && t('raidView.approveNoHealer'),
    warnings.emptySlots > 0 && t('raidView.approveEmptySlots', { count: warnings.emptySlots }),
  ].filter((text): text is string => typeof text === 'string');
  return (
    <ConfirmDialog
      show
      title={t('raidView.approveTitle')}
      body={
        <>
          <p className={lacks.length > 0 ? 'mb-2' : 'mb-0'}>{t('raidView.approveBody')}</p>
          {lacks.length > 0 && (
            <ul className="approve-warnings text-warning mb-0" aria-label={t('raidView.approveTitle')}>
              {lacks.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </>
      }
      confirmText={t('raidView.approveConfirm')}
      cancelText={t('confirm.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
