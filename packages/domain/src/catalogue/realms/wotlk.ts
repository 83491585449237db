/**
 * Wrath of the Lich King Classic realms (US, Oceanic under US, EU incl. Russian).
 *
 * Sources: see shared.ts (Blizzard realm ids from public addon / tool realm tables; slugs from client code
 * of classic.warcraftlogs.com, whose Wrath-era EU list is Amnennar, Ashbringer, Auberdine, Chromie,
 * Earthshaker, Everlook, Firemaw, Flamegor, Gehennas, Giantstalker, Golemagg, Hydraxian Waterlords, Jin'do,
 * Lakeshire, Mandokir, Mirage Raceway, Mograine, Nethergarde Keep, Patchwerk, Pyrewood Village, Razorfen,
 * Sulfuron, Thekal, Transcendence, Venoxis).
 * Not verified: which of the smaller realms (Nethergarde Keep, Jin'do, Thekal, Eranikus ...) were merged
 * during Wrath; they are listed because they existed in Wrath Classic.
 */
import type { Server } from '../types.js';
import { progressionCore } from './shared.js';

export const servers: Server[] = [
  ...progressionCore,
  {
    id: 4648,
    name: 'Bloodsail Buccaneers',
    serverRegion: 'US',
    serverSlug: 'bloodsail-buccaneers',
    logsSite: 'classic',
  },
  { id: 4795, name: 'Angerforge', serverRegion: 'US', serverSlug: 'angerforge', logsSite: 'classic' },
  { id: 4800, name: 'Eranikus', serverRegion: 'US', serverSlug: 'eranikus', logsSite: 'classic' },
  {
    id: 4456,
    name: 'Nethergarde Keep',
    serverRegion: 'EU',
    serverSlug: 'nethergarde-keep',
    logsSite: 'classic',
  },
  { id: 4749, name: 'Earthshaker', serverRegion: 'EU', serverSlug: 'earthshaker', logsSite: 'classic' },
  { id: 4815, name: 'Thekal', serverRegion: 'EU', serverSlug: 'thekal', logsSite: 'classic' },
  { id: 4816, name: "Jin'do", serverRegion: 'EU', serverSlug: 'jindo', logsSite: 'classic' },
];
