/**
 * Mists of Pandaria Classic realms (US, Oceanic under US, EU incl. Russian).
 *
 * Sources: see shared.ts for the realms carried over from Cataclysm Classic. The realms opened for Mists
 * of Pandaria Classic (US: Nazgrim, Galakras, Ra-den, Lei Shen, Immerseus; EU: Shek'zeer, Garalon,
 * Norushen, Hoptallus, Ook Ook) and the "(AU)" slugs of the Oceanic realms ('arugal-au', 'remulos-au',
 * 'yojamba-au') come from two independent public realm tables of MoP-era tools (a leaderboard realm map
 * `REALM_DATA` and a Battle.net `profile-classic` realm list).
 * Not verified: Blizzard realm ids of the new MoP realms (given sequential ids from 1 here), the exact slug
 * of Ra-den on Warcraft Logs ('raden' assumed, 'ra-den' also seen), and whether the Oceanic realms show the
 * "(AU)" suffix in game.
 */
import type { Server } from '../types.js';
import { progressionEu, progressionRu, progressionUs } from './shared.js';

export const servers: Server[] = [
  ...progressionUs,
  { id: 4667, name: 'Remulos (AU)', serverRegion: 'US', serverSlug: 'remulos-au', logsSite: 'classic' },
  { id: 4669, name: 'Arugal (AU)', serverRegion: 'US', serverSlug: 'arugal-au', logsSite: 'classic' },
  { id: 4670, name: 'Yojamba (AU)', serverRegion: 'US', serverSlug: 'yojamba-au', logsSite: 'classic' },
  { id: 1, name: 'Nazgrim', serverRegion: 'US', serverSlug: 'nazgrim', logsSite: 'classic' },
  { id: 2, name: 'Galakras', serverRegion: 'US', serverSlug: 'galakras', logsSite: 'classic' },
  { id: 3, name: 'Ra-den', serverRegion: 'US', serverSlug: 'raden', logsSite: 'classic' },
  { id: 4, name: 'Lei Shen', serverRegion: 'US', serverSlug: 'lei-shen', logsSite: 'classic' },
  { id: 5, name: 'Immerseus', serverRegion: 'US', serverSlug: 'immerseus', logsSite: 'classic' },
  ...progressionEu,
  { id: 6, name: "Shek'zeer", serverRegion: 'EU', serverSlug: 'shekzeer', logsSite: 'classic' },
  { id: 7, name: 'Garalon', serverRegion: 'EU', serverSlug: 'garalon', logsSite: 'classic' },
  { id: 8, name: 'Norushen', serverRegion: 'EU', serverSlug: 'norushen', logsSite: 'classic' },
  { id: 9, name: 'Hoptallus', serverRegion: 'EU', serverSlug: 'hoptallus', logsSite: 'classic' },
  { id: 10, name: 'Ook Ook', serverRegion: 'EU', serverSlug: 'ook-ook', logsSite: 'classic' },
  ...progressionRu,
];
