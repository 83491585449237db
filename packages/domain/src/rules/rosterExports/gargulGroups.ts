import { roleNumber } from '../../catalogue/types.js';
import { rosterGroupsOf, rosterRecords, type ExportRecord } from './rosterOrder.js';

/** Gargul reads the line "9:" as the main tanks to assign, not as a raid group. */
const GARGUL_TANK_LINE = 9;

/**
 * The roster for Gargul's raid groups window (`/gl gr`): one line per group, `<group>:<name>,<name>,...`,
 * then `9:` with the tanks, which its "Assign Tanks" button makes main tanks. Empty groups are left out and
 * so is the sign-up list: Gargul warns about anyone in the raid who is not on these lines.
 * The format and its source are in docs/decisions.md, "Roster exports (issue 16)".
 */
export function gargulGroups(records: readonly ExportRecord[]): string {
  const lines = rosterGroupsOf(records).map(
    (group) => `${group.number}:${group.records.map((record) => record.charName).join(',')}`,
  );
  const tanks = rosterRecords(records).filter((record) => record.role === roleNumber.tank);
  if (tanks.length > 0) {
    lines.push(`${GARGUL_TANK_LINE}:${tanks.map((record) => record.charName).join(',')}`);
  }
  return lines.join('\n');
}
