import { playerOutcome, type AttendanceRecord } from '@raid/domain/rules/attendance';
import type { Insertable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { AttendanceTable } from '../db/schema.js';
import type { ExpectedMember } from './expectedMembers.js';
import { insertAttendance, raidForAttendance, recordsForAttendance } from '../data/attendance.js';

/**
 * Writes a completed raid's attendance: each player with a record gets the outcome of their records (domain
 * rules/attendance.ts), each member it expects (`expectedOf`: its team's, or its Discord server's expected
 * roles') with none `noAnswer`. A canceled raid gets none. Written once per
 * raid and player, so running it again adds nothing. Answers how many rows it added.
 */
export async function recordRaidAttendance(
  db: Executor,
  raidId: number,
  expectedOf: (raid: {
    discord_server: string;
    team_id: number | null;
  }) => Promise<readonly ExpectedMember[]>,
): Promise<number> {
  const raid = await raidForAttendance(db, raidId);
  if (!raid || raid.canceled) return 0;
  const expected = await expectedOf(raid);
  const records = await recordsForAttendance(db, raidId);
  const answered = new Set(records.map((record) => record.user_id));
  const byPlayer = new Map<string, Array<AttendanceRecord & { charId: number }>>();
  for (const record of records) {
    if (record.suspended_by_raid_id !== null) continue;
    const list = byPlayer.get(record.user_id) ?? [];
    list.push({ slot: record.slot, status: record.status, charId: record.char_id });
    byPlayer.set(record.user_id, list);
  }
  const place = {
    guild_id: raid.discord_server,
    expansion: raid.expansion,
    zone: raid.zone,
    date: raid.date,
  };
  const rows: Array<Insertable<AttendanceTable>> = [...byPlayer].map(([userId, list]) => {
    const outcome = playerOutcome(list);
    const character = list.find((record) => playerOutcome([record]) === outcome);
    return { raid_id: raidId, user_id: userId, char_id: character?.charId ?? null, outcome, ...place };
  });
  for (const member of expected) {
    if (answered.has(member.userId)) continue;
    answered.add(member.userId);
    rows.push({
      raid_id: raidId,
      user_id: member.userId,
      outcome: 'noAnswer',
      member_name: member.name,
      ...place,
    });
  }
  return insertAttendance(db, rows);
}
