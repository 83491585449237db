import { classesByExpansion } from '../classes.js';
import { servers } from '../realms/cata.js';
import type { ExpansionCatalogue } from '../types.js';
import { zones } from '../zones/cata.js';

export const cata: ExpansionCatalogue = {
  shortName: 'cata',
  nameEng: 'Cataclysm Classic',
  name: 'Катаклизм Classic',
  gearScore: false,
  logsSiteUrl: 'https://classic.warcraftlogs.com',
  classes: classesByExpansion.cata,
  servers,
  zones,
};
