import type { Language } from '@raid/domain/rules/language';
import type { AppDeps } from '../../appDeps.js';
import { fail } from '../../http/appError.js';
import type { DiscordChannel, DiscordGuildDetails } from '../../integrations/discord/discordGateway.js';
import { escapeDiscordMarkdown } from '@raid/domain/rules/discordMarkdown';
import { guildOwner, scheduleChannelIds } from './repository.js';

type InviteDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

/** Anyone may press the invite button; the owner hears about the missing permission at most once a day. */
const OWNER_NOTICE_INTERVAL_MS = 24 * 3_600_000;

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
 * Invites to the communities of the guilds table. The notice throttle lives in this process only: after a
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

  /** An invite link to a community, or false when the bot cannot make one (the owner is then told why). */
  return async function createInvite(guildId: string): Promise<string | false> {
    const known = await guildOwner(deps.db, guildId);
    if (!known) fail('notFound');
    const guild = await deps.discord.guild(guildId);
    if (!guild) return false;
    const channel = inviteChannel(guild, await scheduleChannelIds(deps.db, guildId));
    const url = channel ? await deps.discord.createInvite(channel.id) : null;
    if (url) return url;
    await notifyOwner(guild, known.language ?? 'en');
    return false;
  };
}
