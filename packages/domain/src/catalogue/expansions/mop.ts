import { classesByExpansion } from '../classes.js';
import { servers } from '../realms/mop.js';
import type { ExpansionCatalogue } from '../types.js';
import { zones } from '../zones/mop.js';

export const mop: ExpansionCatalogue = {
  shortName: 'mop',
  nameEng: 'Mists of Pandaria Classic',
  name: 'Туманы Пандарии Classic',
  gearScore: false,
  logsSiteUrl: 'https://classic.warcraftlogs.com',
  classes: classesByExpansion.mop,
  servers,
  zones,
};
