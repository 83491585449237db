import { classesByExpansion } from '../classes.js';
import { servers } from '../realms/wotlk.js';
import type { ExpansionCatalogue } from '../types.js';
import { zones } from '../zones/wotlk.js';

export const wotlk: ExpansionCatalogue = {
  shortName: 'wotlk',
  nameEng: 'Wrath of the Lich King Classic',
  name: 'Гнев Короля-лича Classic',
  gearScore: true,
  logsSiteUrl: 'https://classic.warcraftlogs.com',
  classes: classesByExpansion.wotlk,
  servers,
  zones,
};
