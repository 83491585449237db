import { classesByExpansion } from '../classes.js';
import { servers } from '../realms/classic.js';
import type { ExpansionCatalogue } from '../types.js';
import { zones } from '../zones/classic.js';

export const classic: ExpansionCatalogue = {
  shortName: 'classic',
  nameEng: 'Classic Era',
  name: 'Классика',
  gearScore: false,
  logsSiteUrl: 'https://vanilla.warcraftlogs.com',
  classes: classesByExpansion.classic,
  servers,
  zones,
};
