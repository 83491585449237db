import { difficulties } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { findZone } from '@raid/domain/rules/raidForm';
import type { AutoRaid } from '@raid/domain/schemas/raid';
import { zoneSizeDifficulty } from '../../presenters/raids.js';
import type { AutoRaidListRow, AutoRaidRow } from '../../data/autoRaids.js';

/** 'Цитадель Ледяной Короны 25 Героический' and 'Icecrown Citadel 25 Heroic', as a raid card spells them. */
export function templateTitles(row: AutoRaidRow) {
  const zone = findZone(expansionCatalogue(row.expansion).zones, row.zone);
  const difficulty = difficulties.find((candidate) => candidate.id === row.difficulty);
  return {
    zone,
    ru: zoneSizeDifficulty(zone?.name ?? '', row.size, difficulty?.name ?? ''),
    en: zoneSizeDifficulty(zone?.nameEng ?? '', row.size, difficulty?.nameEng ?? ''),
  };
}

/** A template as SPEC section 3 "Auto raid" spells it, with the rest of its fields for the edit dialog. */
export function presentAutoRaid(row: AutoRaidListRow): AutoRaid {
  const titles = templateTitles(row);
  return {
    id: row.id,
    off: row.off ? 1 : 0,
    zone: titles.zone?.name ?? '',
    zoneEng: titles.zone?.nameEng ?? '',
    zoneID: row.zone,
    zoneSizeDifficulty: titles.ru,
    zoneSizeDifficultyEng: titles.en,
    dayOfWeek: row.day_of_week,
    time: row.time,
    startDayOfWeek: row.start_day_of_week,
    startTime: row.start_time,
    team: row.team_id,
    discordServer: row.discord_server,
    guildName: row.guild_name,
    server: row.server,
    factionID: row.faction,
    zone2ID: row.zone2,
    zone3ID: row.zone3,
    size: row.size,
    difficultyID: row.difficulty,
    lootSystemID: row.loot_system,
    byers: row.byers,
    comment: row.comment,
    requiredLogs: row.required_logs,
    requiredIlvl: row.required_ilvl,
    char: row.char_id,
    recordMode: row.record_mode,
    everyone: row.everyone,
    private: row.private,
    discordChannel: row.discord_channel,
    discordVoiceChannel: row.discord_voice_channel,
  };
}
