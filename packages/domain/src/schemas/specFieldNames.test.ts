import { describe, expect, it } from 'vitest';
import { character } from './character.js';
import { historyEntry } from './history.js';
import { autoRaid, raid } from './raid.js';
import { charInfoAnswer, record } from './record.js';
import { user } from './user.js';
import { gameDataAnswer, spec, zone } from './gameData.js';

/** Field names as SPEC section 3 spells them; the schemas must carry every one (issue 2, item 3). */
const specFields = {
  user: `id username global_name discriminator avatar premium preferredServer preferredLootSystem raids total
    totalRaids useDiscordEvents preliminaryRaidRosters onlySetupNotifications dontShowAvgLogInPublication
    dontShowRaidExpInPublication dontShowLogsInPublication dontShowRecordsInPublication dontShowAllCharsInRecords
    tentative late absence`,
  character:
    'id name server faction factionEng class classEng spec spec2 specs role2 logs ilvl image off raids',
  raid: `id userID userRepresentation date startDayOfWeek startTime dayOfWeek server serverName faction factionID
    factionEng zone zone2 zone3 zoneEng zone2Eng zone3Eng zoneID zone2ID zone3ID logzone logzone2 logzone3
    zoneSizeDifficulty zoneSizeDifficultyEng size difficulty difficultyID lootSystem lootSystemID tanks healers dps
    recordsCount requiredLogs requiredIlvl byers comment recordMode everyone private discordServer discordChannel
    discordVoiceChannel discordMessage char records canceled canceledReason isArchive status preliminaryRaidRosters
    rosterApproved guildIcon guildName avatar messagesCount dontAskLogs`,
  record: `id raid userID charID slot role role2 leader byer logs ilvl specID class activeChangeRequest charName
    classEng roleEng specEng image spec2Eng image2`,
  charInfo: 'raid charName log log1 log2 log3 ilvl encounterLogs chars questions userID',
  history: 'id avatar date event prevCharName nextCharName misc misc2 text',
  autoRaid: 'id off zone zoneSizeDifficulty zoneSizeDifficultyEng dayOfWeek time startDayOfWeek startTime',
  gameData: 'classes servers factions zones sizes difficulties lootSystems recordModes daysOfWeek hours',
  spec: 'id name nameEng classEng spec2Eng image image2',
  zone: 'id name nameEng group notRelevant sizes hardmode dontAskLogs',
};

const schemas = {
  user,
  character,
  raid,
  record,
  charInfo: charInfoAnswer,
  history: historyEntry,
  autoRaid,
  gameData: gameDataAnswer,
  spec,
  zone,
};

describe('schemas spell every field of SPEC section 3', () => {
  for (const [entity, fields] of Object.entries(specFields)) {
    it(`${entity} has ${fields.split(/\s+/).length} spec fields`, () => {
      const keys = Object.keys(schemas[entity as keyof typeof schemas].shape);
      const missing = fields
        .trim()
        .split(/\s+/)
        .filter((field) => !keys.includes(field));
      expect(missing).toEqual([]);
    });
  }
});
