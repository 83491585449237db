import type { Language } from '@raid/domain/rules/language';
import type { AppDeps } from '../../appDeps.js';
import { fail } from '../../http/appError.js';
import type { DiscordChannel, DiscordGuildDetails } from '../../integrations/discord/discordGateway.js';
import { escapeDiscordMarkdown } from '@raid/domain/rules/discordMarkdown';
import { markInviteChecked, storedInvite, storeInvite } from '../../data/guildInvites.js';
import { guildOwner, scheduleChannelIds } from '../../data/guilds.js';

type InviteDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

/** Anyone may press the invite button; the owner hears about the missing permission at most once a day. */
const OWNER_NOTICE_INTERVAL_MS = 24 * 3_600_000;
/**
 * One invite per server, reused while it lives (issue 25: not a new one per press). Seven days is the longest
 * max_age Discord allows (https://discord.com/developers/docs/resources/channel#create-channel-invite).
 */
const INVITE_MAX_AGE_SECONDS = 604_800;
/** An invite this close to its end is not handed out: a visitor may open it an hour later. */
const INVITE_MARGIN_MS = 3_600_000;
/** How long Discord's word that the invite exists is trusted (a moderator may revoke it meanwhile). */
const INVITE_CHECK_INTERVAL_MS = 10 * 60_000;

const inviteUrl = (code: string) => `https://discord.gg/${code}`;

/** The server's name is its owners' text: escaped so that it shows as typed. */
const missingPermissionText: Record<Language, (guildName: string) => string> = {
  en: (name) =>
    `The raid planner bot cannot create invites on your Discord server "${escapeDiscordMarkdown(name)}". ` +
    'Give it the Create Invite permission so players can join your server from its community page.',
  ru: (name) =>
    `Бот планировщика рейдов не может создавать приглашения на вашем Discord-сервере «${escapeDiscordMarkdown(name)}». ` +
    'Выдайте ему право «Создание приглашения», чтобы игроки могли вступать на сервер со страницы сообщества.',
};

/** Raids are announced in the schedule channels, so a newcomer lands there; otherwise in the first text channel. */
function inviteChannel(
  guild: DiscordGuildDetails,
  scheduleChannels: ReadonlySet<string>,
): DiscordChannel | undefined {
  const textChannels = guild.channels.filter((channel) => channel.type === 0 || channel.type === 5);
  return textChannels.find((channel) => scheduleChannels.has(channel.id)) ?? textChannels[0];
}

/**
 * Invites to the communities of the guilds table, one per server kept in guild_invites. The notice throttle lives in this process only: after a
 * restart, or on another process, an owner may be told once more, which is harmless.
 */
export function inviteService(deps: InviteDeps) {
  const lastNotice = new Map<string, number>();

  async function notifyOwner(guild: DiscordGuildDetails, language: Language): Promise<void> {
    const now = deps.now().getTime();
    const last = lastNotice.get(guild.id);
    if (last !== undefined && now - last < OWNER_NOTICE_INTERVAL_MS) return;
    lastNotice.set(guild.id, now);
    // An owner who closed their DMs cannot be told; the visitor's answer does not depend on it.
    await deps.discord
      .sendDirectMessage(guild.ownerId, missingPermissionText[language](guild.name))
      .catch(() => undefined);
  }

  /**
   * The stored invite while it lives and leads to the right channel: Discord is asked whether it still exists
   * at most every 10 minutes.
   */
  async function liveInvite(guildId: string, now: Date): Promise<string | null> {
    const stored = await storedInvite(deps.db, guildId);
    if (!stored || stored.expires_at.getTime() - now.getTime() < INVITE_MARGIN_MS) return null;
    // Schedule channels chosen since: newcomers should land in one of them.
    const scheduleChannels = await scheduleChannelIds(deps.db, guildId);
    if (scheduleChannels.size > 0 && !scheduleChannels.has(stored.channel_id)) return null;
    if (now.getTime() - stored.checked_at.getTime() < INVITE_CHECK_INTERVAL_MS) return inviteUrl(stored.code);
    // Discord unreachable: the stored invite most likely still works, and a visitor is better served by it.
    if (!(await deps.discord.inviteExists(stored.code).catch(() => true))) return null;
    await markInviteChecked(deps.db, guildId, stored.code, now);
    return inviteUrl(stored.code);
  }

  /** An invite link to a community, or false when the bot cannot make one (the owner is then told why). */
  return async function createInvite(guildId: string): Promise<string | false> {
    const known = await guildOwner(deps.db, guildId);
    if (!known) fail('notFound');
    const now = deps.now();
    const reused = await liveInvite(guildId, now);
    if (reused) return reused;
    const guild = await deps.discord.guild(guildId);
    if (!guild) return false;
    const channel = inviteChannel(guild, await scheduleChannelIds(deps.db, guildId));
    const invite = channel ? await deps.discord.createInvite(channel.id, INVITE_MAX_AGE_SECONDS) : null;
    if (channel && invite) {
      await storeInvite(deps.db, guildId, {
        code: invite.code,
        channel_id: channel.id,
        expires_at: new Date(now.getTime() + INVITE_MAX_AGE_SECONDS * 1000),
        checked_at: now,
      });
      return invite.url;
    }
    await notifyOwner(guild, known.language ?? 'en');
    return false;
  };
}
