import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { gdkpPayoutsMarkdown } from '@raid/domain/rules/gdkp/gdkpFormats';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { botLanguage } from '../../discordBot/botTexts.js';
import { enqueueChannelMessages } from '../../discordBot/outboxRepository.js';
import { fail } from '../../http/appError.js';
import { lockRaid } from '../raids/repository.js';
import { mayManageLedger } from './ability.js';
import { loadLedger } from './ledger.js';
import { presentLedger } from './presenter.js';

/**
 * `POST /api/gdkpPostPayouts`: the payout table as Discord markdown, in as many messages as Discord's 2,000
 * characters need, queued in the bot's outbox for the raid's channel in the leader's language. Under the raid's
 * lock, so the table is the ledger as it stands.
 */
export async function postPayouts(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  user: UserRow,
  expansion: ExpansionKey,
  input: { raid: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const raid = (await lockRaid(trx, expansion, input.raid)) ?? fail('raidNotFound');
    if (raid.loot_system !== LOOT_BIDDING_SYSTEM_ID) fail('gdkpNotBidding');
    if (!mayManageLedger(user, raid, deps.config.adminUserId)) fail('forbidden');
    const loaded = await loadLedger(trx, raid);
    const ledger = presentLedger(raid.id, expansion, loaded, { record: true, manage: true });
    const leader = await trx
      .selectFrom('users')
      .select('language')
      .where('id', '=', raid.user_id)
      .executeTakeFirst();
    const messages = gdkpPayoutsMarkdown(ledger, botLanguage(leader?.language ?? null));
    await enqueueChannelMessages(trx, raid.id, messages, deps.now());
  });
}
