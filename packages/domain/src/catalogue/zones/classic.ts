/**
 * Raid zones of Classic Era / Anniversary realms ('classic').
 *
 * Current state: the final phase (Phase 6, Naxxramas); everything earlier is old content.
 *
 * Sources (public, read 2026):
 * - Warcraft Logs zone ids of the original 2019 Classic site (classic.warcraftlogs.com): 1000 Molten Core,
 *   1001 Onyxia, 1002 Blackwing Lair, 1003 Zul'Gurub, 1004 Ahn'Qiraj Ruins, 1005 Ahn'Qiraj Temple,
 *   1006 Naxxramas — aikaterna/aikaterna-cogs, warcraftlogs/encounterid.py (ZONES_BY_ID); also
 *   kamelpaj/gehennas-top-logs backend/zones.js (1000 MC, 1001 Onyxia, 1002 BWL).
 * - Anniversary (fresh.warcraftlogs.com) zone ids 1034 Blackwing Lair, 1035 Temple of Ahn'Qiraj,
 *   1036 Naxxramas — the zone tables (`Private.Zones[...]`) shipped in the Warcraft Logs / Archon in-game
 *   tooltip addon data files (public copies found through the code index; repository name not shown there).
 * - Raid sizes: Classic raids are 40 players except Zul'Gurub and Ruins of Ahn'Qiraj (20).
 * - Reset cycles (resetDays): Zul'Gurub and Ruins of Ahn'Qiraj every 3 days, Onyxia's Lair every 5 days, the
 *   40-player raids weekly — Wowpedia "Instance lock" / "Raid lockout" (https://wowpedia.org/Raid_lockout) and the
 *   Classic Calendar addon's reset table (anchors in ../common.ts, shortCycleAnchors).
 *
 * NOT VERIFIED: the Anniversary (fresh) zone ids of Molten Core, Onyxia, Zul'Gurub and Ruins of Ahn'Qiraj
 * were not found in any public source; the 2019 Classic ids (1000/1001/1003/1004) are used for them and
 * should be replaced by the fresh-site ids when confirmed (query `worldData { zones { id name } }`).
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
    name: 'Огненные Недра',
    nameEng: 'Molten Core',
    group: 'Phase 1',
    notRelevant: true,
    sizes: [40],
    hardmode: false,
    dontAskLogs: false,
    logzone: 1000, // unverified for Anniversary, see header
    image: 'molten_core.svg',
    resetDays: 7,
    bosses: moltenCore,
  },
  {
    id: 2,
    name: 'Логово Ониксии',
    nameEng: "Onyxia's Lair",
    group: 'Phase 1',
    notRelevant: true,
    sizes: [40],
    hardmode: false,
    dontAskLogs: false,
    logzone: 1001, // unverified for Anniversary, see header
    image: 'onyxias_lair.svg',
    resetDays: 5,
    bosses: onyxiasLair,
  },
  {
    id: 3,
    name: 'Логово Крыла Тьмы',
    nameEng: 'Blackwing Lair',
    group: 'Phase 3',
    notRelevant: true,
    sizes: [40],
    hardmode: false,
    dontAskLogs: false,
    logzone: 1034,
    image: 'blackwing_lair.svg',
    resetDays: 7,
    bosses: blackwingLair,
  },
  {
    id: 4,
    name: "Зул'Гуруб",
    nameEng: "Zul'Gurub",
    group: 'Phase 4',
    notRelevant: true,
    sizes: [20],
    hardmode: false,
    dontAskLogs: false,
    logzone: 1003, // unverified for Anniversary, see header
    image: 'zul_gurub.svg',
    resetDays: 3,
    bosses: zulGurub,
  },
  {
    id: 5,
    name: "Руины Ан'Киража",
    nameEng: "Ruins of Ahn'Qiraj",
    group: 'Phase 5',
    notRelevant: true,
    sizes: [20],
    hardmode: false,
    dontAskLogs: false,
    logzone: 1004, // unverified for Anniversary, see header
    image: 'ruins_of_ahn_qiraj.svg',
    resetDays: 3,
    bosses: ruinsOfAhnQiraj,
  },
  {
    id: 6,
    name: "Храм Ан'Киража",
    nameEng: "Temple of Ahn'Qiraj",
    group: 'Phase 5',
    notRelevant: true,
    sizes: [40],
    hardmode: false,
    dontAskLogs: false,
    logzone: 1035,
    image: 'temple_of_ahn_qiraj.svg',
    resetDays: 7,
    bosses: templeOfAhnQiraj,
  },
  {
    id: 7,
    name: 'Наксрамас',
    nameEng: 'Naxxramas',
    group: 'Phase 6',
    notRelevant: false,
    sizes: [40],
    hardmode: false,
    dontAskLogs: false,
    logzone: 1036,
    image: 'naxxramas.svg',
    resetDays: 7,
    bosses: naxxramas,
  },
];
