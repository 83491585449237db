/** What create and edit share: the dialog's payload, its catalogue checks, the leader's character, the channels. */
import { difficulties, factions, lootSystems } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { validateRaidSave, type RaidSaveInput } from '@raid/domain/rules/raidForm';
import type { SaveRaidPayload } from '@raid/domain/schemas/raid';
import type { Executor } from '../db/database.js';
import type { RaidsTable, UserRow } from '../db/schema.js';
import { refuseField } from '../http/appError.js';
import { findCharacter } from './chars.js';
import { mayBringCharacter } from '@raid/domain/rules/raidManagers';

/** Discord events (premium) need a voice channel; without premium the flag is ignored rather than refused. */
export function usesDiscordEvents(leader: Pick<UserRow, 'use_discord_events' | 'premium'>): boolean {
  return leader.use_discord_events && leader.premium;
}

/** The domain's save rules against this expansion's catalogue (raids and templates): 400 with the rule's code. */
export function validateSave<T extends RaidSaveInput>(
  expansion: ExpansionKey,
  input: T,
  useDiscordEvents: boolean,
): T {
  const catalogue = expansionCatalogue(expansion);
  const result = validateRaidSave(input, {
    zones: catalogue.zones,
    serverIds: catalogue.servers.map((server) => server.id),
    factionIds: factions.map((faction) => faction.id),
    lootSystemIds: lootSystems.map((lootSystem) => lootSystem.id),
    difficultyIds: difficulties.map((difficulty) => difficulty.id),
    gearScore: catalogue.gearScore,
    useDiscordEvents,
  });
  return result.ok ? result.value : refuseField(result.field, result.error);
}

/** The dialog sends minute precision; seconds are dropped so 'the same date' means the same minute. */
export function raidStart(iso: string): Date {
  const date = new Date(iso);
  date.setUTCSeconds(0, 0);
  return date;
}

/** The leader's character must be their own, of this expansion, on the raid's realm and faction. */
export async function leaderCharacter(
  db: Executor,
  expansion: ExpansionKey,
  leaderId: string,
  input: Pick<SaveRaidPayload, 'char' | 'server' | 'faction'>,
) {
  const character = await findCharacter(db, expansion, input.char);
  if (!character || !mayBringCharacter(leaderId, character, input))
    refuseField('char', 'noCharactersOnServer');
  return character;
}

const TEXT_CHANNEL_TYPES = [0, 5];
const VOICE_CHANNEL_TYPES = [2, 13];

/** The announcement channel must be a text channel of the chosen server, the voice channel a voice one. */
export function checkChannels(
  guild: { channels: ReadonlyArray<{ id: string; type: number }> },
  input: Pick<SaveRaidPayload, 'discordChannel' | 'discordVoiceChannel'>,
): void {
  const typeOf = (id: string) => guild.channels.find((channel) => channel.id === id)?.type ?? -1;
  if (!TEXT_CHANNEL_TYPES.includes(typeOf(input.discordChannel))) refuseField('discordChannel');
  if (input.discordVoiceChannel && !VOICE_CHANNEL_TYPES.includes(typeOf(input.discordVoiceChannel))) {
    refuseField('discordVoiceChannel');
  }
}

type RaidFieldColumns = Pick<
  RaidsTable,
  | 'char_id'
  | 'server'
  | 'faction'
  | 'zone'
  | 'zone2'
  | 'zone3'
  | 'size'
  | 'difficulty'
  | 'loot_system'
  | 'discord_server'
  | 'discord_channel'
  | 'discord_voice_channel'
> & {
  team_id: number | null;
  byers: boolean;
  comment: string;
  required_logs: number;
  required_ilvl: number;
  record_mode: number;
  everyone: boolean;
  private: boolean;
};

/** The dialog's fields a raid and a weekly template share (everything but the start). */
type RaidFields = Omit<SaveRaidPayload, 'id' | 'date' | 'changeDate' | 'reason'>;

/** The columns a validated save writes, in raids and in auto_raids alike. */
export function raidFieldColumns(value: RaidFields): RaidFieldColumns {
  return {
    char_id: value.char,
    server: value.server,
    faction: value.faction,
    zone: value.zone,
    zone2: value.zone2,
    zone3: value.zone3,
    size: value.size,
    difficulty: value.difficulty,
    loot_system: value.lootSystem,
    byers: value.byers,
    comment: value.comment,
    required_logs: value.requiredLogs,
    required_ilvl: value.requiredIlvl,
    record_mode: value.recordMode,
    everyone: value.everyone,
    private: value.private,
    discord_server: value.discordServer,
    discord_channel: value.discordChannel,
    discord_voice_channel: value.discordVoiceChannel ?? null,
    team_id: value.team,
  };
}

/** The raids columns a validated save writes. */
export function raidColumns(value: SaveRaidPayload): RaidFieldColumns & { date: Date } {
  return { ...raidFieldColumns(value), date: raidStart(value.date) };
}

export const UNIQUE_LEADER_DATE = 'raids_unique_leader_date';

/** One raid per weekly template and start (migration 0001). */
export const UNIQUE_AUTO_DATE = 'raids_unique_auto_date';
