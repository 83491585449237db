import { csvFile } from '../csv.js';
import { groupOfSlot, rosterRecords, signUpRecords, type ExportRecord } from './rosterOrder.js';

const ROSTER_CSV_COLUMNS = [
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

function csvRow(list: 'roster' | 'signups', record: ExportRecord): Array<string | number | null> {
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
  ];
}

/**
 * The roster in slot order, then the sign-up list, as the site's CSV file (../csv.ts): a header row, game names
 * in English so the file reads the same whatever the page's language.
 */
export function rosterCsv(records: readonly ExportRecord[]): string {
  return csvFile([
    ROSTER_CSV_COLUMNS,
    ...rosterRecords(records).map((record) => csvRow('roster', record)),
    ...signUpRecords(records).map((record) => csvRow('signups', record)),
  ]);
}
