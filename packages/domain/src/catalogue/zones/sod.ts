/**
 * Raid zones of Season of Discovery ('sod'), logs on sod.warcraftlogs.com.
 *
 * Current state: the final phase (Phase 8, Scarlet Enclave); everything earlier is old content.
 *
 * Sources (public, read 2026):
 * - Warcraft Logs zone ids 2012 Molten Core (with the three heat-level difficulties), 2017 Naxxramas,
 *   2018 Scarlet Enclave — the zone tables (`Private.Zones[...]`) in the Warcraft Logs / Archon in-game tooltip
 *   addon data files (public copies in the code index); 2018 also in the URL
 *   https://sod.warcraftlogs.com/zone/rankings/2018 used by a public scraper.
 * - Scarlet Enclave is ranked in 20- and 40-player sizes: archon.gg, "Scarlet Enclave Parsing and Speedrun
 *   Rules" (https://www.archon.gg/classic-sod/articles/news/scarlet-enclave-parsing-and-speedrun-rules).
 * - Naxxramas (SoD) is a 20-player raid that allows up to 40 players, with an empowered-crystal difficulty
 *   chosen before the quarters open: https://warcraft.wiki.gg/wiki/Naxxramas_(Season_of_Discovery).
 * - Molten Core (SoD) heat levels 1-3 are a real difficulty (archon.gg "SoD Molten Core Speedrun Rules",
 *   "Ragnaros dies on Heat 1/2"), hence hardmode.
 * - Reset cycles (resetDays): Blackfathom Deeps, Gnomeregan, Zul'Gurub and Ruins of Ahn'Qiraj every 3 days, the
 *   others weekly — the Classic Calendar addon's Season of Discovery reset table (3-day BFD and Gnomeregan,
 *   weekly Sunken Temple; anchors in ../common.ts).
 *   NOT VERIFIED: Molten Core and Onyxia opened (July 2024) resetting twice a week, Tuesday and Saturday, which no
 *   fixed cycle expresses; they are kept weekly here. Zul'Gurub and Ruins of Ahn'Qiraj keep their Era cycle.
 *
 * NOT VERIFIED (from memory, no public source found): the zone ids of Blackfathom Deeps (2007),
 * Gnomeregan (2008), Sunken Temple (2009), Onyxia (2011), Blackwing Lair (2013), Zul'Gurub (2014),
 * Ruins of Ahn'Qiraj (2015) and Temple of Ahn'Qiraj (2016); also the SoD sizes of Ruins of Ahn'Qiraj (10)
 * and Temple of Ahn'Qiraj (20). Confirm with `worldData { zones { id name } }` on sod.warcraftlogs.com.
 */
import {
  blackwingLair,
  moltenCore,
  naxxramas,
  onyxiasLair,
  ruinsOfAhnQiraj,
  templeOfAhnQiraj,
  zulGurub,
} from '../bosses.js';
import type { Zone } from '../types.js';

export const zones: Zone[] = [
  {
    id: 1,
    name: 'Непроглядная Пучина',
    nameEng: 'Blackfathom Deeps',
    group: 'Phase 1',
    notRelevant: true,
    sizes: [10],
    hardmode: false,
    dontAskLogs: false,
    logzone: 2007, // unverified
    image: 'blackfathom_deeps.svg',
    resetDays: 3,
    bosses: [],
  },
  {
    id: 2,
    name: 'Гномреган',
    nameEng: 'Gnomeregan',
    group: 'Phase 2',
    notRelevant: true,
    sizes: [10],
    hardmode: false,
    dontAskLogs: false,
    logzone: 2008, // unverified
    image: 'gnomeregan.svg',
    resetDays: 3,
    bosses: [],
  },
  {
    id: 3,
    name: 'Затонувший храм',
    nameEng: 'Sunken Temple',
    group: 'Phase 3',
    notRelevant: true,
    sizes: [20],
    hardmode: false,
    dontAskLogs: false,
    logzone: 2009, // unverified
    image: 'sunken_temple.svg',
    resetDays: 7,
    bosses: [],
  },
  {
    id: 4,
    name: 'Огненные Недра',
    nameEng: 'Molten Core',
    group: 'Phase 4',
    notRelevant: true,
    sizes: [20],
    hardmode: true,
    dontAskLogs: false,
    logzone: 2012,
    image: 'molten_core.svg',
    resetDays: 7,
    bosses: moltenCore,
  },
  {
    id: 5,
    name: 'Логово Ониксии',
    nameEng: "Onyxia's Lair",
    group: 'Phase 4',
    notRelevant: true,
    sizes: [20],
    hardmode: false,
    dontAskLogs: false,
    logzone: 2011, // unverified
    image: 'onyxias_lair.svg',
    resetDays: 7,
    bosses: onyxiasLair,
  },
  {
    id: 6,
    name: 'Логово Крыла Тьмы',
    nameEng: 'Blackwing Lair',
    group: 'Phase 5',
    notRelevant: true,
    sizes: [20],
    hardmode: false,
    dontAskLogs: false,
    logzone: 2013, // unverified
    image: 'blackwing_lair.svg',
    resetDays: 7,
    bosses: blackwingLair,
  },
  {
    id: 7,
    name: "Зул'Гуруб",
    nameEng: "Zul'Gurub",
    group: 'Phase 5',
    notRelevant: true,
    sizes: [20],
    hardmode: false,
    dontAskLogs: false,
    logzone: 2014, // unverified
    image: 'zul_gurub.svg',
    resetDays: 3,
    bosses: zulGurub,
  },
  {
    id: 8,
    name: "Руины Ан'Киража",
    nameEng: "Ruins of Ahn'Qiraj",
    group: 'Phase 6',
    notRelevant: true,
    sizes: [10],
    hardmode: false,
    dontAskLogs: false,
    logzone: 2015, // unverified
    image: 'ruins_of_ahn_qiraj.svg',
    resetDays: 3,
    bosses: ruinsOfAhnQiraj,
  },
  {
    id: 9,
    name: "Храм Ан'Киража",
    nameEng: "Temple of Ahn'Qiraj",
    group: 'Phase 6',
    notRelevant: true,
    sizes: [20],
    hardmode: false,
    dontAskLogs: false,
    logzone: 2016, // unverified
    image: 'temple_of_ahn_qiraj.svg',
    resetDays: 7,
    bosses: templeOfAhnQiraj,
  },
  {
    id: 10,
    name: 'Наксрамас',
    nameEng: 'Naxxramas',
    group: 'Phase 7',
    notRelevant: true,
    sizes: [20, 40],
    hardmode: true,
    dontAskLogs: false,
    logzone: 2017,
    image: 'naxxramas.svg',
    resetDays: 7,
    bosses: naxxramas,
  },
  {
    id: 11,
    name: 'Анклав Алого ордена',
    nameEng: 'Scarlet Enclave',
    group: 'Phase 8',
    notRelevant: false,
    sizes: [20, 40],
    hardmode: false,
    dontAskLogs: false,
    logzone: 2018,
    image: 'scarlet_enclave.svg',
    resetDays: 7,
    bosses: [],
  },
];
