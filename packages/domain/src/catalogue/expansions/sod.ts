import { classesByExpansion } from '../classes.js';
import { servers } from '../realms/sod.js';
import type { ExpansionCatalogue } from '../types.js';
import { zones } from '../zones/sod.js';

export const sod: ExpansionCatalogue = {
  shortName: 'sod',
  nameEng: 'Season of Discovery',
  name: 'Сезон открытий',
  gearScore: false,
  logsSiteUrl: 'https://sod.warcraftlogs.com',
  classes: classesByExpansion.sod,
  servers,
  zones,
};
