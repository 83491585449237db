import { expansionKeys } from '@raid/domain/catalogue/expansions';
import { demoReportStart } from '@raid/stand-ins/demoReports';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/testDatabase.js';
import { seedDemoWorld } from './seedDemoWorld.js';

const NOW = new Date('2025-06-11T10:30:00Z');

describe('the demo’s Warcraft Logs reports (issue 30, part 5)', () => {
  const database = useTestDatabase();

  beforeAll(async () => {
    await seedDemoWorld(database.db, NOW);
  });

  it('links the weekly clear of every expansion to its report, with attendance confirmed from it', async () => {
    const links = await database.db
      .selectFrom('raid_reports')
      .innerJoin('raids', 'raids.id', 'raid_reports.raid_id')
      .select(['raids.expansion', 'raids.date', 'raid_reports.confirmed_by', 'raids.user_id'])
      .orderBy('raids.expansion')
      .execute();
    expect(links.map((link) => link.expansion)).toEqual(['cata', 'classic', 'mop', 'sod', 'wotlk']);
    for (const link of links) {
      expect(link.date.getTime()).toBe(demoReportStart(NOW) + 5 * 60_000);
      expect(link.confirmed_by).toBe(link.user_id);
    }
    const rows = await database.db
      .selectFrom('attendance')
      .innerJoin('raid_reports', 'raid_reports.raid_id', 'attendance.raid_id')
      .select(['attendance.outcome', 'attendance.source'])
      .execute();
    // Who sat out the weekly clear (demoPriority.ts and the plan's sign-up lists) keeps that sit-out, whichever
    // character the report logged: every other row comes from the report.
    const kept = rows.filter((row) => row.source !== 'report');
    expect(new Set(kept.map((row) => `${row.source} ${row.outcome}`))).toEqual(new Set(['signUps bench']));
    expect(kept.length).toBeGreaterThan(0);
    // Thrall came on another character than his rostered one, and the rest of the demo users played.
    expect(rows.filter((row) => row.outcome === 'roster').length).toBeGreaterThan(links.length * 3);
  });

  it('links the community’s Warcraft Logs guild in every expansion', async () => {
    const guilds = await database.db.selectFrom('wcl_guild_links').select(['expansion', 'name']).execute();
    expect(guilds).toHaveLength(expansionKeys.length);
  });
});
