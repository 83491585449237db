import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import type { Db } from '../db/database.js';
import { createCharacter, createRaid, createRecord, createTeam, testRealm } from './factories.js';
import type { ExampleHints } from './fuzzPayloads.js';

// The demo world's Discord: Jaina administers Frostmourne Raiders, so examples pass its checks.
export const JAINA = '210000000000000002';
export const THRALL = '210000000000000003';
export const FROSTMOURNE = '310000000000000001';
const RAID_SCHEDULE = '330000000000000001';
const VOICE = '330000000000000004';
const RAID_LEADER_ROLE = '320000000000000002';

/** The rows one fuzzed call works on: every id field of its example names one of them. */
export interface FuzzWorld {
  hints: ExampleHints;
  /** Every row id seeded, tried in each id field. */
  ids: number[];
}

async function weeklyTemplate(db: Db, raid: Awaited<ReturnType<typeof createRaid>>) {
  return db
    .insertInto('auto_raids')
    .values({
      expansion: raid.expansion,
      user_id: raid.user_id,
      char_id: raid.char_id,
      server: raid.server,
      faction: raid.faction,
      zone: raid.zone,
      zone2: null,
      zone3: null,
      size: raid.size,
      difficulty: raid.difficulty,
      loot_system: raid.loot_system,
      byers: false,
      everyone: false,
      private: false,
      required_ilvl: 100,
      discord_server: raid.discord_server,
      discord_channel: RAID_SCHEDULE,
      discord_voice_channel: null,
      off: false,
      day_of_week: 3,
      time: '18:00',
      start_day_of_week: 3,
      start_time: '20:00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Fresh rows for one call, as Jaina (the caller) meets them: her raid with Thrall in its roster, Thrall's raid
 * with her in its roster and his active request that she add a character, a spare character of each, her weekly
 * template, a team of Frostmourne she leads. The hints give each field of the call's example the row its rules expect.
 */
export async function seedFuzzWorld(db: Db, url: string): Promise<FuzzWorld> {
  const [leader, spare, player, alt] = [
    await createCharacter(db, JAINA),
    await createCharacter(db, JAINA),
    await createCharacter(db, THRALL),
    await createCharacter(db, THRALL),
  ];
  // The GDKP calls need a loot-bidding raid.
  const raid = await createRaid(
    db,
    { userId: JAINA, charId: leader.id },
    { discord_server: FROSTMOURNE, loot_system: url.includes('/gdkp') ? LOOT_BIDDING_SYSTEM_ID : 1 },
  );
  const theirs = await createRecord(db, raid, { charId: player.id, userId: THRALL }, { slot: 2 });
  const hisRaid = await createRaid(db, { userId: THRALL, charId: alt.id }, { discord_server: FROSTMOURNE });
  const mine = await createRecord(db, hisRaid, { charId: spare.id, userId: JAINA }, { slot: 2 });
  await db
    .insertInto('change_requests')
    .values({
      raid_id: hisRaid.id,
      record_id: mine.id,
      char_id: spare.id,
      new_char_id: null,
      requested_by: THRALL,
    })
    .execute();
  const template = await weeklyTemplate(db, raid);
  const team = await createTeam(db, { guildId: FROSTMOURNE, members: [JAINA, THRALL], leaders: [JAINA] });

  const answering = url.endsWith('/setStatus') || url.endsWith('/answerChangeRequest');
  const askingAbout = url.endsWith('/changeRequest') || url.endsWith('/charInfo');
  const id = url.includes('Char')
    ? leader.id
    : url.includes('AutoRaid')
      ? template.id
      : url.includes('Team')
        ? team.id
        : raid.id;
  const hints: ExampleHints = {
    snowflake: FROSTMOURNE,
    'date-time': new Date(Date.now() + 3 * 86_400_000).toISOString(),
    id,
    raid: raid.id,
    raidID: raid.id,
    team: team.id,
    record: answering ? mine.id : theirs.id,
    char: askingAbout ? player.id : leader.id,
    newChar: alt.id,
    chars: [spare.id],
    cancel: false,
    requiredLogs: 50,
    requiredIlvl: 100,
    server: testRealm().id,
    preferredServer: testRealm().id,
    faction: 2,
    zone: raid.zone,
    size: 25,
    difficulty: 1,
    lootSystem: 1,
    class: 1,
    spec: 71,
    spec2: 73,
    dayOfWeek: 3,
    startDayOfWeek: 3,
    discordChannel: RAID_SCHEDULE,
    discordVoiceChannel: VOICE,
    channel: RAID_SCHEDULE,
    role: RAID_LEADER_ROLE,
    user: JAINA,
    name: 'Fuzzington',
    questions: ['Flasks?'],
  };
  const ids = [
    raid.id,
    hisRaid.id,
    leader.id,
    spare.id,
    player.id,
    alt.id,
    theirs.id,
    mine.id,
    template.id,
    team.id,
  ];
  return { hints, ids };
}
