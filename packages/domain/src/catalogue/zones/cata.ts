/**
 * Raid zones of Cataclysm Classic ('cata'), logs on classic.warcraftlogs.com.
 *
 * Current state: the final phase (Dragon Soul); earlier tiers are old content. Baradin Hold stays
 * relevant: Alizabal (patch 4.3) drops tier 13 and is raided every week alongside Dragon Soul.
 *
 * Sources (public, read 2026):
 * - 1023 = one WCL zone for Blackwing Descent + Bastion of Twilight + Throne of the Four Winds, 1027 Firelands:
 *   WoWAnalyzer/WoWAnalyzer src/game/classic/ZONES.ts ("WCL is using a combined zone for these raids");
 *   1023 also in the URL classic.warcraftlogs.com/zone/rankings/1023?boss=1023 (Chimaeron) and in the WCL
 *   tooltip addon zone table (13 encounters, none of them Baradin Hold's).
 * - 1033 Dragon Soul: the zone tables (`Private.Zones[1033]`) of the Warcraft Logs / Archon in-game tooltip addon.
 * - Baradin Hold is not part of any ranked WCL Cataclysm zone found, so no logs can be asked.
 * - Old raids (Wrath / TBC / Classic) are run for transmogrification (patch 4.3) and mounts; WCL does not rank
 *   them for Cataclysm.
 * - Reset cycles (resetDays): every raid weekly (Wowpedia "Raid lockout", flexible raid locks of patch 4.0.1).
 */
import type { Zone } from '../types.js';

export const zones: Zone[] = [
  {
    id: 1,
    name: 'Крепость Барадин',
    nameEng: 'Baradin Hold',
    group: 'Tier 11',
    notRelevant: false,
    sizes: [10, 25],
    hardmode: false,
    dontAskLogs: true,
    logzone: 0,
    image: 'baradin_hold.svg',
    resetDays: 7,
  },
  {
    id: 2,
    name: 'Твердыня Крыла Тьмы',
    nameEng: 'Blackwing Descent',
    group: 'Tier 11',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1023,
    image: 'blackwing_descent.svg',
    resetDays: 7,
  },
  {
    id: 3,
    name: 'Сумеречный бастион',
    nameEng: 'The Bastion of Twilight',
    group: 'Tier 11',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1023,
    image: 'bastion_of_twilight.svg',
    resetDays: 7,
  },
  {
    id: 4,
    name: 'Трон Четырех Ветров',
    nameEng: 'Throne of the Four Winds',
    group: 'Tier 11',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1023,
    image: 'throne_of_the_four_winds.svg',
    resetDays: 7,
  },
  {
    id: 5,
    name: 'Огненные Просторы',
    nameEng: 'Firelands',
    group: 'Tier 12',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1027,
    image: 'firelands.svg',
    resetDays: 7,
  },
  {
    id: 6,
    name: 'Душа Дракона',
    nameEng: 'Dragon Soul',
    group: 'Tier 13',
    notRelevant: false,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: false,
    logzone: 1033,
    image: 'dragon_soul.svg',
    resetDays: 7,
  },
  {
    id: 7,
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
  },
  {
    id: 8,
    name: 'Ульдуар',
    nameEng: 'Ulduar',
    group: 'Wrath of the Lich King',
    notRelevant: true,
    sizes: [10, 25],
    hardmode: true,
    dontAskLogs: true,
    logzone: 0,
    image: 'ulduar.svg',
    resetDays: 7,
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
  },
];
