/**
 * Raid zones of Mists of Pandaria Classic ('mop'), logs on classic.warcraftlogs.com.
 * LFR and Flex are ignored; every tier raid has 10/25 normal and heroic.
 *
 * Current state: the final phase (Siege of Orgrimmar); earlier tiers are old content.
 *
 * Sources (public, read 2026): the zone tables (`Private.Zones[...]`) shipped over time in the Warcraft Logs /
 * Archon in-game tooltip addon data files (public copies in the code index; repository name not shown there):
 * 1038 "Mogu'shan Vaults", 1040 "HoF / ToES" (one WCL zone for Heart of Fear + Terrace of Endless Spring),
 * 1046 "Throne of Thunder", 1054 "Siege of Orgrimmar" — all with hasMultipleDifficulties and
 * hasMultipleSizes. Later, separately partitioned copies (1051 HoF / ToES, 1055 Throne of Thunder) appear for
 * another region's realms; the ids here are the first (global) ones.
 * - Old raids (Cataclysm and older) are run for transmogrification; WCL does not rank them for MoP.
 * - Reset cycles (resetDays): every raid weekly (Wowpedia "Raid lockout"; warcraft.wiki.gg "Lockout": raids have
 *   weekly lockouts).
 *
 * NOT VERIFIED: that 1046 (not 1055) is the Throne of Thunder zone of EU/US realms; the Russian name of
 * Mogu'shan Vaults ("Подземелья Могу'шан" as the ru client shows it to my knowledge; the brief suggested
 * "Чертоги Могу'шан").
 */
import {
  blackTemple,
  dragonSoul,
  firelands,
  heartOfFear,
  icecrownCitadel,
  moguShanVaults,
  moltenCore,
  siegeOfOrgrimmar,
  terraceOfEndlessSpring,
  throneOfThunder,
} from '../bosses.js';
import type { Zone } from '../types.js';

export const zones: Zone[] = [
  {
    id: 1,
    name: "Подземелья Могу'шан",
    nameEng: "Mogu'shan Vaults",
    group: 'Tier 14',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1038,
    image: 'mogushan_vaults.svg',
    resetDays: 7,
    bosses: moguShanVaults,
  },
  {
    id: 2,
    name: 'Сердце Страха',
    nameEng: 'Heart of Fear',
    group: 'Tier 14',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1040,
    image: 'heart_of_fear.svg',
    resetDays: 7,
    bosses: heartOfFear,
  },
  {
    id: 3,
    name: 'Терраса Вечной Весны',
    nameEng: 'Terrace of Endless Spring',
    group: 'Tier 14',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1040,
    image: 'terrace_of_endless_spring.svg',
    resetDays: 7,
    bosses: terraceOfEndlessSpring,
  },
  {
    id: 4,
    name: 'Престол Гроз',
    nameEng: 'Throne of Thunder',
    group: 'Tier 15',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1046,
    image: 'throne_of_thunder.svg',
    resetDays: 7,
    bosses: throneOfThunder,
  },
  {
    id: 5,
    name: 'Осада Оргриммара',
    nameEng: 'Siege of Orgrimmar',
    group: 'Tier 16',
    notRelevant: false,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1054,
    image: 'siege_of_orgrimmar.svg',
    resetDays: 7,
    bosses: siegeOfOrgrimmar,
  },
  {
    id: 6,
    name: 'Душа Дракона',
    nameEng: 'Dragon Soul',
    group: 'Cataclysm',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: true,
    logzone: 0,
    image: 'dragon_soul.svg',
    resetDays: 7,
    bosses: dragonSoul,
  },
  {
    id: 7,
    name: 'Огненные Просторы',
    nameEng: 'Firelands',
    group: 'Cataclysm',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: true,
    logzone: 0,
    image: 'firelands.svg',
    resetDays: 7,
    bosses: firelands,
  },
  {
    id: 8,
    name: 'Цитадель Ледяной Короны',
    nameEng: 'Icecrown Citadel',
    group: 'Wrath of the Lich King',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: true,
    logzone: 0,
    image: 'icecrown_citadel.svg',
    resetDays: 7,
    bosses: icecrownCitadel,
  },
  {
    id: 9,
    name: 'Черный храм',
    nameEng: 'Black Temple',
    group: 'The Burning Crusade',
    notRelevant: true,
    sizes: [25],
    hardmode: false,
    dontAskLogs: true,
    logzone: 0,
    image: 'black_temple.svg',
    resetDays: 7,
    bosses: blackTemple,
  },
  {
    id: 10,
    name: 'Огненные Недра',
    nameEng: 'Molten Core',
    group: 'Classic',
    notRelevant: true,
    sizes: [40],
    hardmode: false,
    dontAskLogs: true,
    logzone: 0,
    image: 'molten_core.svg',
    resetDays: 7,
    bosses: moltenCore,
  },
];
