/**
 * Realms shared by the progression Classic versions (Wrath, Cataclysm and Mists of Pandaria Classic).
 * The same realms carried over from one expansion to the next, so wotlk.ts, cata.ts and mop.ts build
 * their lists from these blocks.
 *
 * Sources (public third-party data, not Blizzard documentation; checked where two agreed):
 * - Blizzard realm ids with names and regions: the addon table `Private.Realms[id] = { name, slug, region }`
 *   (realm ids as the game's GetRealmID() returns them) and a Nix realm map `mkRealm <id> <region> <name>`
 *   used by a Cataclysm-era progression tool; both give e.g. 4395 Whitemane, 4474 Flamegor, 4452 Chromie.
 * - Slugs: WCL client code querying classic.warcraftlogs.com with `serverSlug` 'pyrewood-village',
 *   'hydraxian-waterlords', 'jindo', 'flamegor', 'chromie'; Blizzard's own connected-realm 4474 document
 *   (namespace dynamic-classic-eu) gives `"slug": "flamegor"` with ru_RU name "Пламегор".
 * - Warcraft Logs uses Blizzard's ASCII slug for Russian realms (e.g. www.warcraftlogs.com/character/eu/
 *   howling-fjord/... for Ревущий фьорд), so Russian realms get ASCII slugs here.
 * Not verified: that every realm below is still open today (realm merges happen between patches).
 */
import type { Server } from '../types.js';

/** Id reserved for each expansion's main Russian realm (character names there are Cyrillic only). */
export const MAIN_RU_REALM_ID = 10024;

/** US progression realms (Blizzard realm ids). */
export const progressionUs: Server[] = [
  { id: 4372, name: 'Atiesh', serverRegion: 'US', serverSlug: 'atiesh', logsSite: 'classic' },
  { id: 4373, name: 'Myzrael', serverRegion: 'US', serverSlug: 'myzrael', logsSite: 'classic' },
  { id: 4374, name: 'Old Blanchy', serverRegion: 'US', serverSlug: 'old-blanchy', logsSite: 'classic' },
  { id: 4376, name: 'Azuresong', serverRegion: 'US', serverSlug: 'azuresong', logsSite: 'classic' },
  { id: 4384, name: 'Mankrik', serverRegion: 'US', serverSlug: 'mankrik', logsSite: 'classic' },
  { id: 4385, name: 'Pagle', serverRegion: 'US', serverSlug: 'pagle', logsSite: 'classic' },
  { id: 4388, name: 'Westfall', serverRegion: 'US', serverSlug: 'westfall', logsSite: 'classic' },
  { id: 4395, name: 'Whitemane', serverRegion: 'US', serverSlug: 'whitemane', logsSite: 'classic' },
  { id: 4408, name: 'Faerlina', serverRegion: 'US', serverSlug: 'faerlina', logsSite: 'classic' },
  { id: 4647, name: 'Grobbulus', serverRegion: 'US', serverSlug: 'grobbulus', logsSite: 'classic' },
  { id: 4725, name: 'Skyfury', serverRegion: 'US', serverSlug: 'skyfury', logsSite: 'classic' },
  { id: 4726, name: 'Sulfuras', serverRegion: 'US', serverSlug: 'sulfuras', logsSite: 'classic' },
  { id: 4728, name: 'Benediction', serverRegion: 'US', serverSlug: 'benediction', logsSite: 'classic' },
  { id: 4731, name: 'Earthfury', serverRegion: 'US', serverSlug: 'earthfury', logsSite: 'classic' },
];

/**
 * Oceanic progression realms, listed under region US as Warcraft Logs does. From Mists of Pandaria
 * Classic on these realms carry an "(AU)" suffix (slug 'arugal-au' etc.), see mop.ts.
 */
const progressionOce: Server[] = [
  { id: 4667, name: 'Remulos', serverRegion: 'US', serverSlug: 'remulos', logsSite: 'classic' },
  { id: 4669, name: 'Arugal', serverRegion: 'US', serverSlug: 'arugal', logsSite: 'classic' },
  { id: 4670, name: 'Yojamba', serverRegion: 'US', serverSlug: 'yojamba', logsSite: 'classic' },
];

/** EU progression realms (English, German, French; Blizzard realm ids). */
export const progressionEu: Server[] = [
  { id: 4440, name: 'Everlook', serverRegion: 'EU', serverSlug: 'everlook', logsSite: 'classic' },
  { id: 4441, name: 'Auberdine', serverRegion: 'EU', serverSlug: 'auberdine', logsSite: 'classic' },
  { id: 4442, name: 'Lakeshire', serverRegion: 'EU', serverSlug: 'lakeshire', logsSite: 'classic' },
  {
    id: 4453,
    name: 'Pyrewood Village',
    serverRegion: 'EU',
    serverSlug: 'pyrewood-village',
    logsSite: 'classic',
  },
  { id: 4454, name: 'Mirage Raceway', serverRegion: 'EU', serverSlug: 'mirage-raceway', logsSite: 'classic' },
  { id: 4464, name: 'Sulfuron', serverRegion: 'EU', serverSlug: 'sulfuron', logsSite: 'classic' },
  { id: 4465, name: 'Golemagg', serverRegion: 'EU', serverSlug: 'golemagg', logsSite: 'classic' },
  { id: 4467, name: 'Firemaw', serverRegion: 'EU', serverSlug: 'firemaw', logsSite: 'classic' },
  { id: 4476, name: 'Gehennas', serverRegion: 'EU', serverSlug: 'gehennas', logsSite: 'classic' },
  { id: 4477, name: 'Venoxis', serverRegion: 'EU', serverSlug: 'venoxis', logsSite: 'classic' },
  {
    id: 4678,
    name: 'Hydraxian Waterlords',
    serverRegion: 'EU',
    serverSlug: 'hydraxian-waterlords',
    logsSite: 'classic',
  },
  { id: 4701, name: 'Mograine', serverRegion: 'EU', serverSlug: 'mograine', logsSite: 'classic' },
  { id: 4703, name: 'Amnennar', serverRegion: 'EU', serverSlug: 'amnennar', logsSite: 'classic' },
  { id: 4745, name: 'Transcendence', serverRegion: 'EU', serverSlug: 'transcendence', logsSite: 'classic' },
  { id: 4811, name: 'Giantstalker', serverRegion: 'EU', serverSlug: 'giantstalker', logsSite: 'classic' },
];

/**
 * Russian progression realms (region EU). Пламегор (Blizzard id 4474, slug 'flamegor') takes the reserved
 * id 10024; Хроми keeps its Blizzard id 4452.
 */
export const progressionRu: Server[] = [
  { id: MAIN_RU_REALM_ID, name: 'Пламегор', serverRegion: 'EU', serverSlug: 'flamegor', logsSite: 'classic' },
  { id: 4452, name: 'Хроми', serverRegion: 'EU', serverSlug: 'chromie', logsSite: 'classic' },
];

/** The realms Wrath, Cataclysm and Mists of Pandaria Classic have in common. */
export const progressionCore: Server[] = [
  ...progressionUs,
  ...progressionOce,
  ...progressionEu,
  ...progressionRu,
];
