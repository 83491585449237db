/**
 * Classic Era (incl. Hardcore) and Anniversary realms (US, Oceanic under US, EU incl. Russian).
 *
 * Sources: Anniversary realms (Dreamscythe, Nightslayer, Doomhowl; Thunderstrike, Spineshatter, Soulseeker;
 * Maladath for Oceania) from several public tools, with slugs as used against fresh.warcraftlogs.com /
 * classic.warcraftlogs.com (e.g. character/eu/spineshatter/...); Hardcore realms (US Doomhowl,
 * Defias Pillager, Skull Rock; EU Soulseeker, Stitches, Nek'Rosh) from public Battle.net API filters of
 * `dynamic-classic1x-*` realm indexes (slugs 'defias-pillager', 'skull-rock', 'nekrosh'); the 2019 realm
 * names with Cyrillic names for the Russian ones (4452 Хроми, 4474 Пламегор, 4704 Змейталак,
 * 4754 Рок-Делар, 4766 Вестник Рока) from an addon's classic realm-id table.
 * Not verified: which Era realms are still populated (a usual selection is listed); the Blizzard ids of the
 * Era copies and of the Anniversary/Hardcore realms (sequential ids from 1 here); which Russian Era realm is
 * the main one (Пламегор assumed, id 10024); and the Russian Era slugs: 'flamegor' / 'chromie' are used, but
 * the Era copies may be slugged 'flamegor-ru' / 'chromie-ru' (realm names "Flamegor (RU)", "Chromie (RU)"
 * appear in public realm-name tables).
 */
import type { Server } from '../types.js';
import { MAIN_RU_REALM_ID } from './shared.js';

export const servers: Server[] = [
  // US Era
  { id: 1, name: 'Whitemane', serverRegion: 'US', serverSlug: 'whitemane' },
  { id: 2, name: 'Mankrik', serverRegion: 'US', serverSlug: 'mankrik' },
  { id: 3, name: 'Pagle', serverRegion: 'US', serverSlug: 'pagle' },
  { id: 4, name: 'Westfall', serverRegion: 'US', serverSlug: 'westfall' },
  { id: 5, name: 'Old Blanchy', serverRegion: 'US', serverSlug: 'old-blanchy' },
  { id: 6, name: 'Bloodsail Buccaneers', serverRegion: 'US', serverSlug: 'bloodsail-buccaneers' },
  { id: 7, name: 'Arugal', serverRegion: 'US', serverSlug: 'arugal' },
  // US Hardcore
  { id: 8, name: 'Skull Rock', serverRegion: 'US', serverSlug: 'skull-rock' },
  { id: 9, name: 'Defias Pillager', serverRegion: 'US', serverSlug: 'defias-pillager' },
  // US / Oceanic Anniversary
  { id: 10, name: 'Dreamscythe', serverRegion: 'US', serverSlug: 'dreamscythe' },
  { id: 11, name: 'Nightslayer', serverRegion: 'US', serverSlug: 'nightslayer' },
  { id: 12, name: 'Doomhowl', serverRegion: 'US', serverSlug: 'doomhowl' },
  { id: 13, name: 'Maladath', serverRegion: 'US', serverSlug: 'maladath' },
  // EU Era
  { id: 14, name: 'Firemaw', serverRegion: 'EU', serverSlug: 'firemaw' },
  { id: 15, name: 'Pyrewood Village', serverRegion: 'EU', serverSlug: 'pyrewood-village' },
  { id: 16, name: 'Mirage Raceway', serverRegion: 'EU', serverSlug: 'mirage-raceway' },
  { id: 17, name: 'Nethergarde Keep', serverRegion: 'EU', serverSlug: 'nethergarde-keep' },
  { id: 18, name: 'Hydraxian Waterlords', serverRegion: 'EU', serverSlug: 'hydraxian-waterlords' },
  { id: 19, name: 'Zandalar Tribe', serverRegion: 'EU', serverSlug: 'zandalar-tribe' },
  { id: 20, name: 'Everlook', serverRegion: 'EU', serverSlug: 'everlook' },
  { id: 21, name: 'Lakeshire', serverRegion: 'EU', serverSlug: 'lakeshire' },
  { id: 22, name: 'Auberdine', serverRegion: 'EU', serverSlug: 'auberdine' },
  { id: 23, name: 'Sulfuron', serverRegion: 'EU', serverSlug: 'sulfuron' },
  // EU Hardcore
  { id: 24, name: 'Stitches', serverRegion: 'EU', serverSlug: 'stitches' },
  { id: 25, name: "Nek'Rosh", serverRegion: 'EU', serverSlug: 'nekrosh' },
  // EU Anniversary
  { id: 26, name: 'Thunderstrike', serverRegion: 'EU', serverSlug: 'thunderstrike' },
  { id: 27, name: 'Spineshatter', serverRegion: 'EU', serverSlug: 'spineshatter' },
  { id: 28, name: 'Soulseeker', serverRegion: 'EU', serverSlug: 'soulseeker' },
  // Russian Era
  { id: MAIN_RU_REALM_ID, name: 'Пламегор', serverRegion: 'EU', serverSlug: 'flamegor' },
  { id: 29, name: 'Хроми', serverRegion: 'EU', serverSlug: 'chromie' },
];
