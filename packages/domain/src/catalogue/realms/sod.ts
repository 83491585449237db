/**
 * Season of Discovery realms (US, Oceanic under US, EU incl. Russian).
 *
 * Sources: an addon realm table keyed by the game's realm id (`Private.Realms[id] = { name, slug, region }`):
 * US 5813 Wild Growth, 5814 Lone Wolf, 5815 Living Flame, 5816 Crusader Strike, 5817 Penance (AU),
 * 5818 Shadowstrike (AU), 5819 Lava Lash, 5820 Chaos Bolt; EU 5825 Wild Growth, 5826 Lone Wolf,
 * 5827 Living Flame, 5828 Crusader Strike, 5829 "PenanceRu" (Исповедь), 5830 "ShadowstrikeRu"
 * (Удар Тьмы), 5831 Lava Lash, 5832 Chaos Bolt. Slugs 'crusader-strike', 'living-flame', 'lone-wolf',
 * 'wild-growth', 'chaos-bolt', 'lava-lash', 'penance-au', 'shadowstrike-au' recur in several public tools,
 * one of them linking sod.warcraftlogs.com/character/eu/lone-wolf/... .
 * Not verified: which Russian realm is the main one (Исповедь is given id 10024 here, Удар Тьмы keeps its
 * Blizzard id), and their slugs: 'penance-season' / 'shadowstrike-season' are assumed from the English
 * realm names "Penance (Season)" / "Shadowstrike (Season)" seen in realm-name tables; "Дикий рост" was not
 * found as a realm (EU Wild Growth has the English slug 'wild-growth').
 */
import type { Server } from '../types.js';
import { MAIN_RU_REALM_ID } from './shared.js';

export const servers: Server[] = [
  { id: 5813, name: 'Wild Growth', serverRegion: 'US', serverSlug: 'wild-growth', logsSite: 'sod' },
  { id: 5814, name: 'Lone Wolf', serverRegion: 'US', serverSlug: 'lone-wolf', logsSite: 'sod' },
  { id: 5815, name: 'Living Flame', serverRegion: 'US', serverSlug: 'living-flame', logsSite: 'sod' },
  { id: 5816, name: 'Crusader Strike', serverRegion: 'US', serverSlug: 'crusader-strike', logsSite: 'sod' },
  { id: 5819, name: 'Lava Lash', serverRegion: 'US', serverSlug: 'lava-lash', logsSite: 'sod' },
  { id: 5820, name: 'Chaos Bolt', serverRegion: 'US', serverSlug: 'chaos-bolt', logsSite: 'sod' },
  { id: 5817, name: 'Penance (AU)', serverRegion: 'US', serverSlug: 'penance-au', logsSite: 'sod' },
  { id: 5818, name: 'Shadowstrike (AU)', serverRegion: 'US', serverSlug: 'shadowstrike-au', logsSite: 'sod' },
  { id: 5825, name: 'Wild Growth', serverRegion: 'EU', serverSlug: 'wild-growth', logsSite: 'sod' },
  { id: 5826, name: 'Lone Wolf', serverRegion: 'EU', serverSlug: 'lone-wolf', logsSite: 'sod' },
  { id: 5827, name: 'Living Flame', serverRegion: 'EU', serverSlug: 'living-flame', logsSite: 'sod' },
  { id: 5828, name: 'Crusader Strike', serverRegion: 'EU', serverSlug: 'crusader-strike', logsSite: 'sod' },
  { id: 5831, name: 'Lava Lash', serverRegion: 'EU', serverSlug: 'lava-lash', logsSite: 'sod' },
  { id: 5832, name: 'Chaos Bolt', serverRegion: 'EU', serverSlug: 'chaos-bolt', logsSite: 'sod' },
  {
    id: MAIN_RU_REALM_ID,
    name: 'Исповедь',
    serverRegion: 'EU',
    serverSlug: 'penance-season',
    logsSite: 'sod',
  },
  { id: 5830, name: 'Удар Тьмы', serverRegion: 'EU', serverSlug: 'shadowstrike-season', logsSite: 'sod' },
];
