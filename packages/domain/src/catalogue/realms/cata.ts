/**
 * Cataclysm Classic realms (US, Oceanic under US, EU incl. Russian).
 *
 * Sources: see shared.ts. The Cataclysm-era realm map (`mkRealm <id> <region> <name>`) lists the same US,
 * Oceanic and EU realms as Wrath Classic (plus Giantstalker 4811, Mandokir 4813, Thekal 4815, Jin'do 4816),
 * with Flamegor 4474 and Chromie 4452 as the Russian realms.
 * Not verified: which smaller realms were closed or merged during Cataclysm Classic.
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
  { id: 4800, name: 'Eranikus', serverRegion: 'US', serverSlug: 'eranikus', logsSite: 'classic' },
  { id: 4749, name: 'Earthshaker', serverRegion: 'EU', serverSlug: 'earthshaker', logsSite: 'classic' },
  { id: 4815, name: 'Thekal', serverRegion: 'EU', serverSlug: 'thekal', logsSite: 'classic' },
  { id: 4816, name: "Jin'do", serverRegion: 'EU', serverSlug: 'jindo', logsSite: 'classic' },
];
