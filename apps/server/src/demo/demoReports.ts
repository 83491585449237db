import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { reportOutcomes } from '@raid/domain/rules/raidReports';
import { DEMO_WCL_GUILD_NAME, demoReports, type DemoReport } from '@raid/stand-ins/demoReports';
import { demoGuilds, demoRealmId } from '@raid/stand-ins/demoWorld';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WclReport } from '../integrations/wcl/wclGateway.js';
import { saveGuildLink } from '../data/raidReports.js';
import { applyRaidReport, matchRaidReport } from '../features/raidReports/service.js';

/** The report as the Warcraft Logs client reads it from the stand-in, which serves the same demo reports. */
const asRead = (report: DemoReport): WclReport => ({
  site: report.site,
  code: report.code,
  title: report.title,
  startTime: report.startTime,
  endTime: report.endTime,
  zoneId: report.zone.id,
  actors: report.players.map((player) => ({
    id: player.id,
    name: player.name,
    server: player.server,
    type: 'Player',
  })),
  fights: report.fights.map(() => ({
    friendlyPlayers: report.players.filter((player) => player.fought).map((player) => player.id),
  })),
});

/**
 * Issue 30, part 5 in the demo: Frostmourne Raiders links its Warcraft Logs guild in every expansion, and the
 * weekly clear (the completed raid on the evening of the guild's demo reports) has its report linked and its
 * attendance confirmed by its leader, as the raid page's panel would. Runs after the demo's attendance is
 * written, as a confirmation comes after completion.
 */
export async function confirmDemoReports(trx: Transaction<Database>, now: Date): Promise<void> {
  const guild = demoGuilds[0];
  if (!guild) return;
  for (const report of demoReports(now)) {
    const catalogue = expansionCatalogue(report.expansion);
    await saveGuildLink(trx, {
      guild_id: guild.id,
      expansion: report.expansion,
      wcl_guild_id: null,
      name: DEMO_WCL_GUILD_NAME,
      server: demoRealmId(catalogue.servers),
      updated_at: now,
    });
    const zones = catalogue.zones.filter((zone) => zone.logzone === report.zone.id).map((zone) => zone.id);
    const raid = await trx
      .selectFrom('raids')
      .selectAll()
      .where('expansion', '=', report.expansion)
      .where('discord_server', '=', guild.id)
      .where('canceled', '=', false)
      .where('zone', 'in', zones)
      .where('date', '>=', new Date(report.startTime))
      .where('date', '<=', new Date(report.endTime))
      .executeTakeFirst();
    if (!raid) continue;
    const read = asRead(report);
    // The stand-in logs every demo user's main, the players the demo sat out too (demoPriority.ts), whether they
    // waited with that character or another; they were not there, so the confirmation leaves their sit-out as it
    // is and the demo keeps its bench credit.
    const rows = await matchRaidReport(trx, raid, read);
    const benched = await trx
      .selectFrom('attendance')
      .select('user_id')
      .where('raid_id', '=', raid.id)
      .where('outcome', '=', 'bench')
      .execute();
    const satOut = new Set(benched.map((row) => row.user_id));
    const outcomes = reportOutcomes(rows.filter((row) => row.userId === null || !satOut.has(row.userId)));
    await applyRaidReport(trx, raid, read, outcomes, { by: raid.user_id, at: now });
  }
}
