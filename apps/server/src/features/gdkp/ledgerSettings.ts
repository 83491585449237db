import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { GdkpRules } from '@raid/domain/schemas/gdkp';
import type { UserRow } from '../../db/schema.js';
import { refuseField } from '../../http/appError.js';
import { changeLedger, type LedgerDeps } from './ledgerChange.js';
import { bankersOf, replaceBankers, setOverride, setPaid, updateLedger } from '../../data/gdkp.js';

/** `POST /api/gdkpRules`: the split's rules of this raid (the leader). */
export function setRules(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: { raid: number; rules: GdkpRules },
) {
  return changeLedger(deps, user, expansion, input.raid, { need: 'manage' }, async (context) => {
    await updateLedger(context.trx, context.raid.id, { rules: JSON.stringify(input.rules) });
    await context.history({
      event: 'gdkpRules',
      misc: JSON.stringify(context.before.rules),
      misc2: JSON.stringify(input.rules),
    });
  });
}

/** `POST /api/gdkpBankers`: who records sales besides the leader (users the site knows). */
export function setBankers(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: { raid: number; users: string[] },
) {
  return changeLedger(deps, user, expansion, input.raid, { need: 'manage' }, async (context) => {
    await replaceBankers(context.trx, context.raid.id, [...new Set(input.users)]);
    const after = await bankersOf(context.trx, context.raid.id);
    const names = (bankers: ReadonlyArray<{ id: string; username: string }>) =>
      JSON.stringify(bankers.map((banker) => ({ id: banker.id, name: banker.username })));
    await context.history({ event: 'gdkpBankers', misc: names(context.before.bankers), misc2: names(after) });
  });
}

/** `POST /api/gdkpParticipant`: the leader's (or a banker's) share and forfeit of one record of the raid. */
export function setParticipant(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: {
    raid: number;
    record: number;
    share: 'full' | 'half' | 'none' | null;
    forfeit: 'late' | 'leftEarly' | null;
  },
) {
  return changeLedger(deps, user, expansion, input.raid, { need: 'record' }, async (context) => {
    const participant =
      context.before.participants.find((candidate) => candidate.recordId === input.record) ??
      refuseField('record', 'gdkpBuyerNotInRaid');
    await setOverride(context.trx, {
      raid_id: context.raid.id,
      record_id: input.record,
      share: input.share,
      forfeit: input.forfeit,
    });
    await context.history({
      event: 'gdkpParticipant',
      prev_char_name: participant.name,
      next_char_name: participant.name,
      misc: JSON.stringify({ share: participant.share, forfeit: participant.forfeit }),
      misc2: JSON.stringify({ share: input.share, forfeit: input.forfeit }),
    });
  });
}

/**
 * `POST /api/gdkpPaid`: marks a participant's payout as settled, or takes the mark back. Marks change no amount,
 * so a closed ledger takes them: the gold is traded after the leader closes the ledger.
 */
export function setPaidMark(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: { raid: number; key: string; paid: boolean },
) {
  return changeLedger(
    deps,
    user,
    expansion,
    input.raid,
    { need: 'record', onClosedLedger: 'allow' },
    async (context) => {
      const participant =
        context.before.participants.find((candidate) => candidate.key === input.key) ?? refuseField('key');
      await setPaid(
        context.trx,
        context.raid.id,
        input.key,
        input.paid ? { by: user.id, at: context.now } : null,
      );
      await context.history({
        event: 'gdkpPaid',
        next_char_name: participant.name,
        misc: input.key,
        misc2: input.paid ? 'paid' : 'unpaid',
      });
    },
  );
}
