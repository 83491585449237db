import { gameData } from '@raid/domain/catalogue/gameData';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { Raid } from '@raid/domain/schemas/raid';
import type { InitAnswer, User } from '@raid/domain/schemas/user';

/** An active Siege of Orgrimmar raid two days from `now`, shaped exactly like the server's answer. */
export function raidFixture(overrides: Partial<Raid> = {}, now = new Date()): Raid {
  return {
    id: 32,
    userID: '210000000000000001',
    userRepresentation: 'Arthas',
    avatar: null,
    date: new Date(now.getTime() + 2 * 86_400_000).toISOString(),
    dayOfWeek: null,
    startDayOfWeek: null,
    startTime: null,
    server: 4440,
    serverName: 'Everlook',
    faction: 'Орда',
    factionID: 2,
    factionEng: 'Horde',
    zone: 'Осада Оргриммара',
    zoneEng: 'Siege of Orgrimmar',
    zoneID: 5,
    zone2: null,
    zone2Eng: null,
    zone2ID: null,
    zone3: null,
    zone3Eng: null,
    zone3ID: null,
    logzone: 1054,
    logzone2: null,
    logzone3: null,
    zoneSizeDifficulty: 'Осада Оргриммара 25 Героический',
    zoneSizeDifficultyEng: 'Siege of Orgrimmar 25 Heroic',
    size: 25,
    difficulty: 'Героический',
    difficultyEng: 'Heroic',
    difficultyID: 2,
    lootSystem: 'ДКП',
    lootSystemEng: 'DKP',
    lootSystemID: 4,
    tanks: 1,
    healers: 2,
    dps: 4,
    slotsFilled: 7,
    recordsCount: 9,
    requiredLogs: 20,
    requiredIlvl: 483,
    byers: false,
    comment: '',
    recordMode: 0,
    everyone: false,
    private: false,
    discordServer: '310000000000000001',
    discordChannel: '330000000000000001',
    discordVoiceChannel: null,
    discordMessage: '340000000000000001',
    char: 131,
    canceled: false,
    canceledReason: null,
    isArchive: false,
    status: 'active',
    preliminaryRaidRosters: false,
    rosterApproved: false,
    guildIcon: null,
    guildName: 'Frostmourne Raiders',
    teamID: null,
    teamName: null,
    messagesCount: 0,
    dontAskLogs: false,
    potCopper: null,
    ...overrides,
  };
}

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: '210000000000000002',
    username: 'jaina',
    global_name: 'Jaina',
    discriminator: '0',
    avatar: null,
    premium: 0,
    preferredServer: null,
    preferredLootSystem: null,
    raids: 0,
    total: 0,
    totalRaids: 7,
    useDiscordEvents: 0,
    preliminaryRaidRosters: 0,
    onlySetupNotifications: 0,
    dontShowAvgLogInPublication: 0,
    dontShowRaidExpInPublication: 0,
    dontShowLogsInPublication: 0,
    dontShowRecordsInPublication: 0,
    dontShowAllCharsInRecords: 0,
    tentative: 0,
    late: 0,
    absence: 0,
    ...overrides,
  };
}

export function initFixture(user: User | null = null): InitAnswer {
  return {
    oauthURL: 'https://discord.example/oauth2/authorize?state=abc',
    user,
    expansions: [
      { shortName: 'wotlk', nameEng: 'Wrath of the Lich King Classic', current: false },
      { shortName: 'mop', nameEng: 'Mists of Pandaria Classic', current: true },
    ],
    botInviteLink: 'https://discord.example/oauth2/authorize?scope=bot',
    siteAdmin: false,
  };
}

export function gameDataFixture(): GameDataAnswer {
  return JSON.parse(JSON.stringify(gameData('mop'))) as GameDataAnswer;
}
