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
  Region,
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

/**
 * Where the 3- and 5-day lockout cycles of a region start counting (rules/lockouts.ts): a reset of that cycle,
 * at the region's weekly reset hour. Every later reset lies a whole number of cycles after it.
 *
 * Sources: the "Classic Calendar" in-game addon's raid-reset table (GetClassicRaidResets, public copies found
 * through the code index) puts the first Classic Era resets of 2024 at Tuesday 2 January for Zul'Gurub and Ruins
 * of Ahn'Qiraj (every 3 days) and Thursday 4 January for Onyxia (every 5 days), the same days on American and
 * European realms, and the Season of Discovery 3-day raids on 3 December 2023 (Blackfathom Deeps) and
 * 22 February 2024 (Gnomeregan; "all 3-day reset raids reset at the same time") — both a whole number of 3-day
 * cycles from 2 January 2024, so one 3-day anchor serves both game versions.
 *
 * NOT VERIFIED: the hour. The addon shows the European 3-day reset two hours before the weekly one; this
 * catalogue keeps every reset of a region at its weekly hour (above). No public source names the anchors of
 * Korean, Taiwanese and Chinese realms; they are taken as the same days at their own reset hour.
 */
export const shortCycleAnchors: Record<Region, Record<3 | 5, string>> = {
  US: { 3: '2024-01-02T15:00:00Z', 5: '2024-01-04T15:00:00Z' },
  EU: { 3: '2024-01-02T04:00:00Z', 5: '2024-01-04T04:00:00Z' },
  KR: { 3: '2024-01-02T23:00:00Z', 5: '2024-01-04T23:00:00Z' },
  TW: { 3: '2024-01-02T23:00:00Z', 5: '2024-01-04T23:00:00Z' },
  CN: { 3: '2024-01-02T23:00:00Z', 5: '2024-01-04T23:00:00Z' },
};
