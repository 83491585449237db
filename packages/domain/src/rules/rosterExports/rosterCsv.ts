import { groupOfSlot, rosterRecords, signUpRecords, type ExportRecord } from './rosterOrder.js';

export const ROSTER_CSV_COLUMNS = [
  'list',
  'group',
  'slot',
  'name',
  'class',
  'spec',
  'role',
  'status',
  'buyer',
  'logs',
  'ilvl',
] as const;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP): such a cell
 * gets a leading apostrophe, which spreadsheets show as plain text. Names are letters only today, but the
 * guard costs nothing and keeps holding if a column with free text is ever added.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvRow(list: 'roster' | 'signups', record: ExportRecord): string {
  const inRoster = list === 'roster';
  return [
    list,
    inRoster ? groupOfSlot(record.slot) : null,
    inRoster ? record.slot : null,
    record.charName,
    record.classEng,
    record.specEng,
    record.roleEng,
    record.status,
    record.byer ? 'yes' : null,
    record.logs,
    record.ilvl,
  ]
    .map(csvCell)
    .join(',');
}

/**
 * The roster in slot order, then the sign-up list, as RFC 4180 CSV: a header row, CRLF after every row,
 * game names in English so the file reads the same whatever the page's language.
 */
export function rosterCsv(records: readonly ExportRecord[]): string {
  const rows = [
    ROSTER_CSV_COLUMNS.join(','),
    ...rosterRecords(records).map((record) => csvRow('roster', record)),
    ...signUpRecords(records).map((record) => csvRow('signups', record)),
  ];
  return rows.map((row) => `${row}\r\n`).join('');
}
