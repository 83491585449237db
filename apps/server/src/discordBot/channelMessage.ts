import type { AppDeps } from '../appDeps.js';
import { raidChannel } from '../data/raids.js';
import { CONTENT_MAX } from './discordLimits.js';

/**
 * Posts a plain message in the raid's channel (the GDKP payouts). The text was cut to Discord's limit when it
 * was queued; a raid deleted meanwhile has nowhere to post.
 */
export async function postInRaidChannel(
  deps: Pick<AppDeps, 'db' | 'discord'>,
  raidId: number,
  content: string,
): Promise<void> {
  const raid = await raidChannel(deps.db, raidId);
  if (!raid) return;
  await deps.discord.createMessage(raid.discord_channel, {
    content: content.slice(0, CONTENT_MAX),
    embeds: [],
  });
}
