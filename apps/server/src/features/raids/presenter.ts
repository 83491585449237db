import { difficulties, factions, lootSystems } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey, Zone } from '@raid/domain/catalogue/types';
import { displayName } from '@raid/domain/rules/displayName';
import { findZone } from '@raid/domain/rules/raidForm';
import { raidStatus, shouldBeArchived } from '@raid/domain/rules/raidLifecycle';
import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { RaidView } from './repository.js';

/** 'Цитадель Ледяной Короны 25 Героический' / 'Icecrown Citadel 25 Heroic': the card's one-line summary. */
export function zoneSizeDifficulty(zone: string, size: number, difficulty: string): string {
  return [zone, String(size), difficulty].filter(Boolean).join(' ');
}

function zoneNames(zone: Zone | undefined) {
  return { name: zone?.name ?? null, nameEng: zone?.nameEng ?? null, logzone: zone?.logzone ?? null };
}

/** A raid as SPEC section 3 "Raid" spells it; `records` only on the single-raid answer. */
export function presentRaid(view: RaidView, now: Date, records?: RaidRecord[]): Raid {
  const catalogue = expansionCatalogue(view.expansion as ExpansionKey);
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
    dayOfWeek: view.auto_day_of_week,
    startDayOfWeek: view.auto_start_day_of_week,
    startTime: view.auto_start_time,
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
    logzone: zone1?.logzone ?? 0,
    logzone2: zone2.logzone,
    logzone3: zone3.logzone,
    zoneSizeDifficulty: zoneSizeDifficulty(zone1?.name ?? '', view.size, difficulty?.name ?? ''),
    zoneSizeDifficultyEng: zoneSizeDifficulty(zone1?.nameEng ?? '', view.size, difficulty?.nameEng ?? ''),
    size: view.size,
    difficulty: difficulty?.name ?? '',
    difficultyEng: difficulty?.nameEng ?? '',
    difficultyID: view.difficulty,
    lootSystem: lootSystem?.name ?? '',
    lootSystemEng: lootSystem?.nameEng ?? '',
    lootSystemID: view.loot_system,
    tanks: view.tanks ?? 0,
    healers: view.healers ?? 0,
    dps: view.dps ?? 0,
    slotsFilled: view.slots_filled ?? 0,
    recordsCount: view.records_count ?? 0,
    requiredLogs: view.required_logs,
    requiredIlvl: view.required_ilvl,
    byers: view.byers,
    comment: view.comment,
    recordMode: view.record_mode,
    everyone: view.everyone,
    private: view.private,
    discordServer: view.discord_server,
    discordChannel: view.discord_channel,
    discordVoiceChannel: view.discord_voice_channel,
    discordMessage: view.discord_message,
    char: view.char_id,
    canceled: view.canceled,
    canceledReason: view.canceled_reason,
    isArchive: view.is_archive || shouldBeArchived(timing, now),
    status: raidStatus(timing, now),
    preliminaryRaidRosters: view.preliminary_raid_rosters,
    rosterApproved: view.roster_approved,
    guildIcon: view.guild_icon,
    guildName: view.guild_name,
    messagesCount: view.messages_count ?? 0,
    dontAskLogs: zone1?.dontAskLogs ?? false,
    ...(records ? { records } : {}),
  };
}
