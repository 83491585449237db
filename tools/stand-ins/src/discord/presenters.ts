/** Discord's JSON objects, field for field as API v10 answers them, from the demo world and the state. */
import type { DemoGuild, DemoUser } from '../demoWorld.js';
import type { BotUser, StoredEvent, StoredInvite, StoredMessage } from './state.js';

type Role = DemoGuild['roles'][number];
type Channel = DemoGuild['channels'][number];
type Member = DemoGuild['members'][number];

/** Discord's timestamps carry microseconds and an explicit offset. */
export const discordTime = (date: Date): string => date.toISOString().replace('Z', '000+00:00');

export const userObject = (user: DemoUser) => ({
  id: user.id,
  username: user.username,
  avatar: user.avatar,
  discriminator: user.discriminator,
  public_flags: 0,
  flags: 0,
  banner: null,
  accent_color: null,
  global_name: user.global_name,
  avatar_decoration_data: null,
  banner_color: null,
  clan: null,
  primary_guild: null,
});

export const meObject = (user: DemoUser, scopes: string[]) => ({
  ...userObject(user),
  mfa_enabled: false,
  locale: user.language === 'ru' ? 'ru' : 'en-US',
  premium_type: user.premium ? 2 : 0,
  ...(scopes.includes('email') ? { email: `${user.username}@example.org`, verified: true } : {}),
});

export const roleObject = (role: Role) => ({
  id: role.id,
  name: role.name,
  description: null,
  color: role.color,
  colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
  hoist: role.position > 0,
  icon: null,
  unicode_emoji: null,
  position: role.position,
  permissions: role.permissions,
  managed: false,
  mentionable: false,
  flags: 0,
});

export const channelObject = (guild: DemoGuild, channel: Channel) => ({
  id: channel.id,
  type: channel.type,
  guild_id: guild.id,
  name: channel.name,
  position: channel.position,
  flags: 0,
  parent_id: null,
  permission_overwrites: [],
  nsfw: false,
  rate_limit_per_user: 0,
  last_message_id: null,
  ...(channel.type === 0 ? { topic: null } : { bitrate: 64000, user_limit: 0, rtc_region: null }),
});

export const dmChannelObject = (id: string, recipient: DemoUser) => ({
  id,
  type: 1,
  last_message_id: null,
  flags: 0,
  recipients: [userObject(recipient)],
});

const memberCounts = (guild: DemoGuild) => ({
  approximate_member_count: guild.members.length,
  approximate_presence_count: guild.members.length,
});

export const partialGuild = (guild: DemoGuild, owner: boolean, permissions: bigint, withCounts: boolean) => ({
  id: guild.id,
  name: guild.name,
  icon: guild.icon,
  banner: null,
  owner,
  permissions: permissions.toString(),
  features: [],
  ...(withCounts ? memberCounts(guild) : {}),
});

export const guildObject = (guild: DemoGuild, withCounts: boolean) => ({
  id: guild.id,
  name: guild.name,
  icon: guild.icon,
  icon_hash: guild.icon,
  splash: null,
  discovery_splash: null,
  owner_id: guild.ownerId,
  afk_channel_id: null,
  afk_timeout: 300,
  widget_enabled: false,
  verification_level: 1,
  default_message_notifications: 1,
  explicit_content_filter: 0,
  roles: guild.roles.map(roleObject),
  emojis: [],
  stickers: [],
  features: [],
  mfa_level: 0,
  application_id: null,
  system_channel_id: guild.channels.find((c) => c.type === 0)?.id ?? null,
  system_channel_flags: 0,
  rules_channel_id: null,
  public_updates_channel_id: null,
  safety_alerts_channel_id: null,
  max_members: 500000,
  vanity_url_code: null,
  description: null,
  banner: null,
  premium_tier: 0,
  premium_subscription_count: 0,
  preferred_locale: /[а-я]/i.test(guild.name) ? 'ru' : 'en-US',
  nsfw_level: 0,
  premium_progress_bar_enabled: false,
  ...(withCounts ? memberCounts(guild) : {}),
});

export const memberObject = (guild: DemoGuild, user: DemoUser, member: Member) => ({
  user: userObject(user),
  nick: null,
  avatar: null,
  banner: null,
  roles: [...member.roles],
  // A fixed, distinct join date per member keeps answers the same between runs.
  joined_at: discordTime(new Date(Date.UTC(2024, 0, 1 + guild.members.indexOf(member) * 7, 18, 0, 0))),
  premium_since: null,
  deaf: false,
  mute: false,
  flags: 0,
  pending: false,
  communication_disabled_until: null,
});

export const messageObject = (message: StoredMessage, author: BotUser) => ({
  type: 0,
  id: message.id,
  channel_id: message.channel_id,
  author,
  content: message.content,
  embeds: message.embeds,
  attachments: [],
  mentions: [],
  mention_roles: [],
  mention_everyone: false,
  pinned: false,
  tts: false,
  timestamp: message.timestamp,
  edited_timestamp: message.edited_timestamp,
  flags: 0,
  components: message.components,
});

export const eventObject = (event: StoredEvent, creator: BotUser) => ({
  ...event,
  creator_id: creator.id,
  creator,
  entity_id: event.channel_id,
  user_count: 0,
  image: null,
  recurrence_rule: null,
});

export const inviteObject = (invite: StoredInvite, guild: DemoGuild, channel: Channel, inviter: BotUser) => ({
  type: 0,
  code: invite.code,
  inviter,
  max_age: invite.maxAge,
  created_at: invite.createdAt,
  expires_at:
    invite.maxAge === 0 ? null : discordTime(new Date(Date.parse(invite.createdAt) + invite.maxAge * 1000)),
  guild: {
    id: guild.id,
    name: guild.name,
    splash: null,
    banner: null,
    description: null,
    icon: guild.icon,
    features: [],
    verification_level: 1,
    vanity_url_code: null,
    nsfw_level: 0,
    premium_subscription_count: 0,
  },
  guild_id: guild.id,
  channel: { id: channel.id, type: channel.type, name: channel.name },
  uses: 0,
  max_uses: invite.maxUses,
  temporary: invite.temporary,
});
