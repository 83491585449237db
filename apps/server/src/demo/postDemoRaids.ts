import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { Db } from '../db/database.js';
import { requestRaidSync } from '../discordBot/outboxRepository.js';

/**
 * The demo's Discord stand-in starts empty on every run, so the posts of an earlier run are gone: the raids
 * open for sign-up are posted afresh (through the bot's outbox, as a new raid is), and the stand-in's Discord
 * client page shows them with their buttons.
 */
export async function postDemoRaids(db: Db, now: Date): Promise<number> {
  const open = await db
    .updateTable('raids')
    .set({ discord_message: null, discord_message_status: null })
    .where('canceled', '=', false)
    .where('date', '>', new Date(now.getTime() - COMPLETION_DELAY_MS))
    .returning('id')
    .execute();
  await requestRaidSync(
    db,
    open.map((raid) => raid.id),
    ['raidMessage'],
    now,
  );
  return open.length;
}
