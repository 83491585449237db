import { difficulties, factions, LOOT_BIDDING_SYSTEM_ID, lootSystems } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { Zone } from '@raid/domain/catalogue/types';
import { displayName } from '@raid/domain/rules/displayName';
import { findZone } from '@raid/domain/rules/raidForm';
import { raidStatus, shouldBeArchived } from '@raid/domain/rules/raidLifecycle';
import type { Raid, RaidCard } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { RaidCardView } from '../data/raidLists.js';
import type { RaidView } from '../data/raids.js';

/** 'Цитадель Ледяной Короны 25 Героический' / 'Icecrown Citadel 25 Heroic': the card's one-line summary. */
export function zoneSizeDifficulty(zone: string, size: number, difficulty: string): string {
  return [zone, String(size), difficulty].filter(Boolean).join(' ');
}

function zoneNames(zone: Zone | undefined) {
  return { name: zone?.name ?? null, nameEng: zone?.nameEng ?? null };
}

/** A raid card of the lists (SPEC section 2 "Raid card"); the whole raid builds on it. */
export function presentRaidCard(view: RaidCardView, now: Date): RaidCard {
  const catalogue = expansionCatalogue(view.expansion);
  const zone1 = findZone(catalogue.zones, view.zone);
  const zone2 = zoneNames(findZone(catalogue.zones, view.zone2));
  const zone3 = zoneNames(findZone(catalogue.zones, view.zone3));
  const faction = factions.find((candidate) => candidate.id === view.faction);
  const difficulty = difficulties.find((candidate) => candidate.id === view.difficulty);
  const lootSystem = lootSystems.find((candidate) => candidate.id === view.loot_system);
  const timing = { date: view.date, canceled: view.canceled };
  return {
    id: view.id,
    userID: view.user_id,
    userRepresentation: displayName(view),
    avatar: view.avatar,
    date: view.date.toISOString(),
    server: view.server,
    serverName: catalogue.servers.find((server) => server.id === view.server)?.name ?? '',
    faction: faction?.name ?? '',
    factionID: view.faction,
    factionEng: faction?.nameEng ?? '',
    zone: zone1?.name ?? '',
    zoneEng: zone1?.nameEng ?? '',
    zoneID: view.zone,
    zone2: zone2.name,
    zone2Eng: zone2.nameEng,
    zone2ID: view.zone2,
    zone3: zone3.name,
    zone3Eng: zone3.nameEng,
    zone3ID: view.zone3,
    size: view.size,
    difficulty: difficulty?.name ?? '',
    difficultyEng: difficulty?.nameEng ?? '',
    difficultyID: view.difficulty,
    lootSystem: lootSystem?.name ?? '',
    lootSystemEng: lootSystem?.nameEng ?? '',
    lootSystemID: view.loot_system,
    tanks: view.tanks,
    healers: view.healers,
    dps: view.dps,
    slotsFilled: view.slots_filled,
    recordsCount: view.records_count,
    requiredLogs: view.required_logs,
    requiredIlvl: view.required_ilvl,
    byers: view.byers,
    private: view.private,
    discordServer: view.discord_server,
    discordChannel: view.discord_channel,
    discordMessage: view.discord_message,
    canceled: view.canceled,
    isArchive: view.is_archive || shouldBeArchived(timing, now),
    status: raidStatus(timing, now),
    guildIcon: view.guild_icon,
    guildName: view.guild_name,
    teamID: view.team_id,
    teamName: view.team_name,
    dontAskLogs: zone1?.dontAskLogs ?? false,
    potCopper:
      view.loot_system === LOOT_BIDDING_SYSTEM_ID && !view.gdkp_hidden ? (view.gdkp_pot_copper ?? 0) : null,
  };
}

/**
 * A raid as SPEC section 3 "Raid" spells it; `records` (and their version), and a team raid's members, only on
 * the single-raid answer.
 */
export function presentRaid(
  view: RaidView,
  now: Date,
  records?: RaidRecord[],
  team?: { members: string[]; leaders: string[] },
): Raid {
  const catalogue = expansionCatalogue(view.expansion);
  const zone1 = findZone(catalogue.zones, view.zone);
  const zone2 = findZone(catalogue.zones, view.zone2);
  const zone3 = findZone(catalogue.zones, view.zone3);
  const card = presentRaidCard(view, now);
  return {
    ...card,
    dayOfWeek: view.auto_day_of_week,
    startDayOfWeek: view.auto_start_day_of_week,
    startTime: view.auto_start_time,
    logzone: zone1?.logzone ?? 0,
    logzone2: zone2?.logzone ?? null,
    logzone3: zone3?.logzone ?? null,
    zoneSizeDifficulty: zoneSizeDifficulty(card.zone, view.size, card.difficulty),
    zoneSizeDifficultyEng: zoneSizeDifficulty(card.zoneEng, view.size, card.difficultyEng),
    comment: view.comment,
    recordMode: view.record_mode,
    everyone: view.everyone,
    discordVoiceChannel: view.discord_voice_channel,
    char: view.char_id,
    canceledReason: view.canceled_reason,
    preliminaryRaidRosters: view.preliminary_raid_rosters,
    rosterApproved: view.roster_approved,
    messagesCount: view.messages_count,
    ...(records ? { records, recordsVersion: view.records_version } : {}),
    ...(team ? { teamMembers: team.members, teamLeaders: team.leaders } : {}),
  };
}
