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
  { id: 1, name: 'Whitemane', serverRegion: 'US', serverSlug: 'whitemane', logsSite: 'vanilla' },
  { id: 2, name: 'Mankrik', serverRegion: 'US', serverSlug: 'mankrik', logsSite: 'vanilla' },
  { id: 3, name: 'Pagle', serverRegion: 'US', serverSlug: 'pagle', logsSite: 'vanilla' },
  { id: 4, name: 'Westfall', serverRegion: 'US', serverSlug: 'westfall', logsSite: 'vanilla' },
  { id: 5, name: 'Old Blanchy', serverRegion: 'US', serverSlug: 'old-blanchy', logsSite: 'vanilla' },
  {
    id: 6,
    name: 'Bloodsail Buccaneers',
    serverRegion: 'US',
    serverSlug: 'bloodsail-buccaneers',
    logsSite: 'vanilla',
  },
  { id: 7, name: 'Arugal', serverRegion: 'US', serverSlug: 'arugal', logsSite: 'vanilla' },
  // US Hardcore
  { id: 8, name: 'Skull Rock', serverRegion: 'US', serverSlug: 'skull-rock', logsSite: 'vanilla' },
  { id: 9, name: 'Defias Pillager', serverRegion: 'US', serverSlug: 'defias-pillager', logsSite: 'vanilla' },
  // US / Oceanic Anniversary
  { id: 10, name: 'Dreamscythe', serverRegion: 'US', serverSlug: 'dreamscythe', logsSite: 'fresh' },
  { id: 11, name: 'Nightslayer', serverRegion: 'US', serverSlug: 'nightslayer', logsSite: 'fresh' },
  { id: 12, name: 'Doomhowl', serverRegion: 'US', serverSlug: 'doomhowl', logsSite: 'fresh' },
  { id: 13, name: 'Maladath', serverRegion: 'US', serverSlug: 'maladath', logsSite: 'fresh' },
  // EU Era
  { id: 14, name: 'Firemaw', serverRegion: 'EU', serverSlug: 'firemaw', logsSite: 'vanilla' },
  {
    id: 15,
    name: 'Pyrewood Village',
    serverRegion: 'EU',
    serverSlug: 'pyrewood-village',
    logsSite: 'vanilla',
  },
  { id: 16, name: 'Mirage Raceway', serverRegion: 'EU', serverSlug: 'mirage-raceway', logsSite: 'vanilla' },
  {
    id: 17,
    name: 'Nethergarde Keep',
    serverRegion: 'EU',
    serverSlug: 'nethergarde-keep',
    logsSite: 'vanilla',
  },
  {
    id: 18,
    name: 'Hydraxian Waterlords',
    serverRegion: 'EU',
    serverSlug: 'hydraxian-waterlords',
    logsSite: 'vanilla',
  },
  { id: 19, name: 'Zandalar Tribe', serverRegion: 'EU', serverSlug: 'zandalar-tribe', logsSite: 'vanilla' },
  { id: 20, name: 'Everlook', serverRegion: 'EU', serverSlug: 'everlook', logsSite: 'vanilla' },
  { id: 21, name: 'Lakeshire', serverRegion: 'EU', serverSlug: 'lakeshire', logsSite: 'vanilla' },
  { id: 22, name: 'Auberdine', serverRegion: 'EU', serverSlug: 'auberdine', logsSite: 'vanilla' },
  { id: 23, name: 'Sulfuron', serverRegion: 'EU', serverSlug: 'sulfuron', logsSite: 'vanilla' },
  // EU Hardcore
  { id: 24, name: 'Stitches', serverRegion: 'EU', serverSlug: 'stitches', logsSite: 'vanilla' },
  { id: 25, name: "Nek'Rosh", serverRegion: 'EU', serverSlug: 'nekrosh', logsSite: 'vanilla' },
  // EU Anniversary
  { id: 26, name: 'Thunderstrike', serverRegion: 'EU', serverSlug: 'thunderstrike', logsSite: 'fresh' },
  { id: 27, name: 'Spineshatter', serverRegion: 'EU', serverSlug: 'spineshatter', logsSite: 'fresh' },
  { id: 28, name: 'Soulseeker', serverRegion: 'EU', serverSlug: 'soulseeker', logsSite: 'fresh' },
  // Russian Era
  { id: MAIN_RU_REALM_ID, name: 'Пламегор', serverRegion: 'EU', serverSlug: 'flamegor', logsSite: 'vanilla' },
  { id: 29, name: 'Хроми', serverRegion: 'EU', serverSlug: 'chromie', logsSite: 'vanilla' },
];
