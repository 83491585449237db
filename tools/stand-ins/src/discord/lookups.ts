import { demoGuilds } from '../demoWorld.js';
import type { DemoGuild, DemoUser } from '../demoWorld.js';
import { unknown } from './httpErrors.js';
import type { DiscordState } from './state.js';

type ChannelRef =
  | { kind: 'guild'; guild: DemoGuild; channel: DemoGuild['channels'][number] }
  | { kind: 'dm'; id: string; recipient: DemoUser };

export function findGuild(guildId: string): DemoGuild {
  const guild = demoGuilds.find((g) => g.id === guildId);
  if (!guild) throw unknown('Guild', 10004);
  return guild;
}

export function findChannel(state: DiscordState, channelId: string): ChannelRef {
  for (const guild of demoGuilds) {
    const channel = guild.channels.find((c) => c.id === channelId);
    if (channel) return { kind: 'guild', guild, channel };
  }
  const recipient = state.dmChannels.get(channelId);
  if (recipient) return { kind: 'dm', id: channelId, recipient };
  throw unknown('Channel', 10003);
}
