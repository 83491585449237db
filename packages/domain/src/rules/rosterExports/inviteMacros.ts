import { rosterRecords, signUpRecords, type ExportRecord } from './rosterOrder.js';

/**
 * The game's macro limit. It is counted here in UTF-8 bytes, which is never less than the characters: a
 * macro that fits in bytes fits however the client counts, Cyrillic names included.
 */
export const MACRO_MAX_LENGTH = 255;

export type InviteList = 'roster' | 'signUps';

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/**
 * `/inv Name` lines of the roster (slot order) or of the sign-up list (sign-up order), packed into as few
 * macros as fit the limit, a line never split between two. A player who marked Absence is not invited.
 */
export function inviteMacros(records: readonly ExportRecord[], list: InviteList): string[] {
  const chosen = list === 'roster' ? rosterRecords(records) : signUpRecords(records);
  const macros: string[] = [];
  let current = '';
  for (const record of chosen) {
    if (record.status === 'absence') continue;
    const line = `/inv ${record.charName}`;
    const joined = current ? `${current}\n${line}` : line;
    if (current && byteLength(joined) > MACRO_MAX_LENGTH) {
      macros.push(current);
      current = line;
    } else {
      current = joined;
    }
  }
  if (current) macros.push(current);
  return macros;
}
