/**
 * Catalogue parts shared by every expansion.
 * Sources: weekly reset times — Blizzard support "Weekly reset times" (Americas/Oceania Tuesday 15:00 UTC,
 * Europe/Russia Wednesday 04:00 UTC, Korea/Taiwan Thursday 08:00 local = Wednesday 23:00 UTC);
 * loot systems — the usual Classic community terms (GDKP is the gold-bidding "loot-bidding" system).
 */
import type {
  DayOfWeek,
  Difficulty,
  Faction,
  Hour,
  LockoutReset,
  LootSystem,
  RecordMode,
  Role,
  Size,
} from './types.js';

export const factions: Faction[] = [
  { id: 1, name: 'Альянс', nameEng: 'Alliance', image: 'alliance.svg' },
  { id: 2, name: 'Орда', nameEng: 'Horde', image: 'horde.svg' },
];

/** Role icon file names under the web's /game-icons/, like the other catalogue images. */
export const roleImages: Record<Role, string> = { tank: 'tank.svg', healer: 'healer.svg', dps: 'dps.svg' };

export const sizes: Size[] = [10, 20, 25, 40].map((players) => ({ id: players, name: String(players) }));

export const NORMAL_DIFFICULTY_ID = 1;
export const HEROIC_DIFFICULTY_ID = 2;

export const difficulties: Difficulty[] = [
  { id: NORMAL_DIFFICULTY_ID, name: 'Обычный', nameEng: 'Normal' },
  { id: HEROIC_DIFFICULTY_ID, name: 'Героический', nameEng: 'Heroic' },
];

/** The loot-bidding system: the only one under which buyers may join (SPEC section 9). */
export const LOOT_BIDDING_SYSTEM_ID = 2;

export const lootSystems: LootSystem[] = [
  { id: 1, name: 'Мастер-лут', nameEng: 'Master loot' },
  { id: LOOT_BIDDING_SYSTEM_ID, name: 'ГДКП', nameEng: 'GDKP' },
  { id: 3, name: 'Софт-резерв', nameEng: 'Soft reserve' },
  { id: 4, name: 'ДКП', nameEng: 'DKP' },
  { id: 5, name: 'Ролл', nameEng: 'Need / greed' },
];

/** 0: signing up puts a character in the sign-up list; 1: straight into the roster (SPEC "recordMode"). */
export const recordModes: RecordMode[] = [
  { id: 0, name: 'В список записавшихся', nameEng: 'To the sign-up list' },
  { id: 1, name: 'Сразу в состав', nameEng: 'Directly to the roster' },
];

const dayNames: Array<[string, string]> = [
  ['Воскресенье', 'Sunday'],
  ['Понедельник', 'Monday'],
  ['Вторник', 'Tuesday'],
  ['Среда', 'Wednesday'],
  ['Четверг', 'Thursday'],
  ['Пятница', 'Friday'],
  ['Суббота', 'Saturday'],
];

/** Sunday = 0 to Saturday = 6, as Date#getDay (SPEC section 9). */
export const daysOfWeek: DayOfWeek[] = dayNames.map(([name, nameEng], id) => ({ id, name, nameEng }));

/** 24 entries, 00:00 to 23:00 (SPEC section 3). */
export const hours: Hour[] = Array.from({ length: 24 }, (_, id) => ({
  id,
  name: `${String(id).padStart(2, '0')}:00`,
}));

/**
 * Weekly raid-lockout reset per region, in UTC. Americas and Oceania realms reset on Tuesday at 15:00 UTC;
 * European (and Russian) realms on Wednesday at 04:00 UTC; Korea, Taiwan and China on Thursday at 08:00
 * local time, which is Wednesday 23:00 UTC.
 */
export const lockoutResets: LockoutReset[] = [
  { region: 'US', dayOfWeek: 2, hourUtc: 15 },
  { region: 'EU', dayOfWeek: 3, hourUtc: 4 },
  { region: 'KR', dayOfWeek: 3, hourUtc: 23 },
  { region: 'TW', dayOfWeek: 3, hourUtc: 23 },
  { region: 'CN', dayOfWeek: 3, hourUtc: 23 },
];
