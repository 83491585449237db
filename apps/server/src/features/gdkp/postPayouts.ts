import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { gdkpPayoutsMarkdown } from '@raid/domain/rules/gdkp/gdkpFormats';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { botLanguage, botTexts } from '../../discordBot/botTexts.js';
import { enqueueChannelMessages } from '../../discordBot/outboxRepository.js';
import { raidTitle } from '../../discordBot/raidAnnouncement.js';
import { fail } from '../../http/appError.js';
import { presentRaid } from '../../presenters/raids.js';
import { findRaidView, lockRaid } from '../../data/raids.js';
import { findUsers } from '../../data/users.js';
import { mayManageLedger } from './ability.js';
import { loadLedger } from './ledger.js';

/**
 * `POST /api/gdkpPostPayouts`: the payout table as Discord markdown, cut into messages Discord accepts, queued in
 * the bot's outbox for the raid's channel in the leader's language (as the raid's post is). Under the raid's
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
    const [{ split, trades }, view, [leader]] = await Promise.all([
      loadLedger(trx, raid),
      findRaidView(trx, expansion, raid.id),
      findUsers(trx, [raid.user_id]),
    ]);
    if (!view) fail('raidNotFound');
    const language = botLanguage(leader?.language);
    const texts = botTexts[language];
    const messages = gdkpPayoutsMarkdown(split, trades, {
      ...texts.gdkpPayouts,
      language,
      title: texts.gdkpPayouts.title(raidTitle(presentRaid(view, deps.now()), language)),
      pot: texts.pot,
    });
    await enqueueChannelMessages(trx, raid.id, messages, deps.now());
  });
}
