import { readCustomFormat } from './gargulCustomFormat.js';
import type { GargulParseResult } from './gargulSale.js';
import { readSessionJson, readShareString } from './gargulSession.js';

export type { GargulParseResult, GargulSale } from './gargulSale.js';

/** A share string is one run of base64; any other export has separators or JSON braces. */
const SHARE_STRING = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/**
 * A pasted Gargul GDKP export (issue 29), in any of the formats that carry item, buyer and price: the
 * "Detailed (JSON)" session, the "Share" string, or a "Custom" delimited format (see each reader).
 */
export function parseGargulExport(text: string): GargulParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, line: 1, reason: 'the export is empty' };
  if (trimmed.startsWith('{')) return readSessionJson(text, 'json');
  if (SHARE_STRING.test(trimmed.replace(/\s+/g, '')) && !/[,;\t]/.test(trimmed))
    return readShareString(trimmed);
  return readCustomFormat(text);
}
