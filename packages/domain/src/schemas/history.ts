import { z } from 'zod';
import { rowId } from './primitives.js';

const historyEvent = z.enum([
  'createRaid',
  'cancelRaid',
  'changeDate',
  'cancelRecord',
  'editChar',
  'changeRequest',
  'changeRequestAdd',
  'editSpec',
  'deleteChar',
  /**
   * GDKP ledger changes (issue 29). Sales: prev/nextCharName the buyer, misc / misc2 the old / new sale as JSON
   * ({ itemName, itemId, boss, buyerRecord, buyerName, priceGold }). gdkpRules: misc / misc2 the old / new rules
   * as JSON; gdkpBankers: JSON lists of { id, name }; gdkpParticipant: the character, misc / misc2 JSON
   * { share, forfeit }; gdkpPaid: nextCharName the participant, misc the key, misc2 'paid' or 'unpaid';
   * gdkpReopen: text the reason.
   */
  'gdkpSale',
  'gdkpSaleEdit',
  'gdkpSaleDelete',
  'gdkpRules',
  'gdkpBankers',
  'gdkpParticipant',
  'gdkpPaid',
  'gdkpClose',
  'gdkpReopen',
]);
export type HistoryEvent = z.infer<typeof historyEvent>;

const text = z.string().nullable();

export const historyEntry = z.object({
  id: z.number().int(),
  avatar: z.string().nullable(),
  userID: z.string().nullable(),
  username: z.string().nullable(),
  date: z.string(),
  event: historyEvent,
  /** The character before and after the change. */
  prevCharName: text,
  prevRole: z.number().int().nullable(),
  prevClass: text,
  prevSpec: text,
  prevImage: text,
  prevImage2: text,
  nextCharName: text,
  nextRole: z.number().int().nullable(),
  nextClass: text,
  nextSpec: text,
  nextImage: text,
  nextImage2: text,
  /** Old and new date for changeDate. */
  misc: z.string().nullable(),
  misc2: z.string().nullable(),
  /** The reason given. */
  text: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyAnswer = z.array(historyEntry);
export const historyQuery = z.object({ id: rowId });
