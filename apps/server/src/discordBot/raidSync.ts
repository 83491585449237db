import { CURRENT_EXPANSION, expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import { expansionAddress } from '@raid/domain/rules/tenant';
import type { AppDeps } from '../appDeps.js';
import { presentRaid } from '../presenters/raids.js';
import { findRaidView, raidDiscordState, updateRaid } from '../data/raids.js';
import { usesDiscordEvents } from '../data/raidSave.js';
import { escapeDiscordMarkdown } from '@raid/domain/rules/discordMarkdown';
import { botLanguage, type BotLanguage } from './botTexts.js';
import { raidAnnouncement, raidTitle } from './raidAnnouncement.js';

type SyncDeps = Pick<AppDeps, 'db' | 'discord' | 'config'>;

export function raidAddress(baseUrl: string, expansion: ExpansionKey, raidId: number): string {
  return expansionAddress(baseUrl, expansion, expansion === CURRENT_EXPANSION, `/raids/${raidId}`);
}

async function loadRaid(deps: SyncDeps, raidId: number, now: Date) {
  const row = await raidDiscordState(deps.db, raidId);
  if (!row) return null;
  const expansion = row.expansion;
  const view = await findRaidView(deps.db, expansion, raidId);
  if (!view) return null;
  return { row, expansion, raid: presentRaid(view, now), language: botLanguage(row.language) };
}

/**
 * Posts the raid in its channel, or edits the post to the raid's present state (counts, date, canceled or
 * completed). A raid canceled before it was ever posted is not posted.
 */
export async function syncRaidMessage(deps: SyncDeps, raidId: number, now: Date): Promise<void> {
  const loaded = await loadRaid(deps, raidId, now);
  if (!loaded) return;
  const { row, raid, expansion, language } = loaded;
  const message = raidAnnouncement(
    raid,
    language,
    raidAddress(deps.config.baseUrl, expansion, raid.id),
    expansionCatalogue(expansion),
  );
  if (raid.discordMessage) {
    await deps.discord.editMessage(raid.discordChannel, raid.discordMessage, message);
    // Most edits only change counts. An unchanged status is not written: each write of the raid's row waits for
    // its lock, which sign-ups hold, and makes a new row version (the column is in an index's predicate).
    if (row.discord_message_status !== raid.status)
      await updateRaid(deps.db, raid.id, { discord_message_status: raid.status });
    return;
  }
  if (raid.status === 'canceled') return;
  const messageId = await deps.discord.createMessage(raid.discordChannel, message);
  await updateRaid(deps.db, raid.id, { discord_message: messageId, discord_message_status: raid.status });
}

function eventInput(
  raid: { date: string; discordVoiceChannel: string | null; comment: string },
  title: string,
) {
  const start = new Date(raid.date);
  return {
    name: title.slice(0, 100),
    // Discord renders markdown in an event's description too.
    description: escapeDiscordMarkdown(raid.comment).slice(0, 1000) || undefined,
    channelId: raid.discordVoiceChannel as string,
    startTime: start,
    endTime: new Date(start.getTime() + COMPLETION_DELAY_MS),
  };
}

/**
 * The Discord scheduled event of a premium leader who uses events (issue 4): created with the raid, moved when
 * it is rescheduled, deleted when it is canceled or no longer wanted. A past event is left to Discord.
 */
export async function syncRaidEvent(deps: SyncDeps, raidId: number, now: Date): Promise<void> {
  const loaded = await loadRaid(deps, raidId, now);
  if (!loaded) return;
  const { raid, row, language } = loaded;
  const wanted = usesDiscordEvents(row) && raid.discordVoiceChannel !== null && raid.status === 'active';
  const upcoming = new Date(raid.date) > now;
  const eventId = row.discord_event;

  if (wanted && upcoming) {
    const input = eventInput(raid, raidTitle(raid, language as BotLanguage));
    const { description, ...required } = input;
    const event = description ? input : required;
    if (eventId) {
      await deps.discord.editScheduledEvent(raid.discordServer, eventId, event);
      return;
    }
    const created = await deps.discord.createScheduledEvent(raid.discordServer, event);
    await updateRaid(deps.db, raid.id, { discord_event: created });
    return;
  }
  if (eventId && !wanted && (raid.status === 'canceled' || upcoming)) {
    await deps.discord.deleteScheduledEvent(raid.discordServer, eventId);
    await updateRaid(deps.db, raid.id, { discord_event: null });
  }
}
