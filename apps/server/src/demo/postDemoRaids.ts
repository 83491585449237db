import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { Db } from '../db/database.js';
import { requestRaidSync } from '../discordBot/outboxRepository.js';

/**
 * The demo's Discord stand-in starts empty on every run, so the posts of an earlier run are gone: the raids
 * open for sign-up in the stand-in's servers are posted afresh (through the bot's outbox, as a new raid is), and
 * the stand-in's Discord client page shows them with their buttons. Raids posted to servers the stand-in does not
 * have are left alone: their posts could not be made again, and on a large database queueing them all made every
 * start queue thousands of messages.
 */
export async function postDemoRaids(db: Db, now: Date, standInServers: string[]): Promise<number> {
  if (standInServers.length === 0) return 0;
  const open = await db
    .updateTable('raids')
    .set({ discord_message: null, discord_message_status: null })
    .where('canceled', '=', false)
    .where('date', '>', new Date(now.getTime() - COMPLETION_DELAY_MS))
    .where('discord_server', 'in', standInServers)
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
