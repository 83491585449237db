import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { UserRow } from '../../db/schema.js';
import { refuseField } from '../../http/appError.js';
import { changeLedger, type LedgerDeps } from './ledgerChange.js';
import { updateLedger } from '../../data/gdkp.js';

/** `POST /api/gdkpClose`: the ledger becomes read-only (the leader). */
export function closeLedger(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: { raid: number },
) {
  return changeLedger(deps, user, expansion, input.raid, { need: 'manage' }, async (context) => {
    await updateLedger(context.trx, context.raid.id, { closed_at: context.now, closed_by: user.id });
    await context.history({ event: 'gdkpClose' });
  });
}

/** `POST /api/gdkpReopen`: takes sales again; the reason is kept in the raid's history. */
export function reopenLedger(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: { raid: number; reason: string },
) {
  return changeLedger(
    deps,
    user,
    expansion,
    input.raid,
    { need: 'manage', onClosedLedger: 'allow' },
    async (context) => {
      // Only a closed ledger reopens: the raid named has an open one.
      if (!context.before.ledger?.closed_at) refuseField('raid');
      await updateLedger(context.trx, context.raid.id, { closed_at: null, closed_by: null });
      await context.history({ event: 'gdkpReopen', text: input.reason });
    },
  );
}
