/**
 * Attendance from Warcraft Logs (issue 30, part 5): a completed raid's leader reads a report (pasted, or found
 * in the community's Warcraft Logs guild's listing for the raid's evening) on the site of the raid's realm,
 * sees who of the raid took part (domain rules/raidReports.ts), and confirms it: the report is linked to the
 * raid and each player's attendance becomes what the report says, over the sign-ups' outcome.
 */
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey, Server, WclSite } from '@raid/domain/catalogue/types';
import { raidStatus } from '@raid/domain/rules/raidLifecycle';
import {
  matchReport,
  parseReportAddress,
  reportOfTheEvening,
  reportOutcomes,
  reportParticipants,
  reportUrl,
  REPORT_SEARCH_AFTER_MS,
  REPORT_SEARCH_BEFORE_MS,
  type KnownCharacter,
  type ReportMatchRow,
  type ReportOutcome,
} from '@raid/domain/rules/raidReports';
import type {
  ConfirmRaidReportAnswer,
  RaidReportAnswer,
  ReportPreviewAnswer,
  ReportSummary,
} from '@raid/domain/schemas/raidReports';
import type { AppDeps } from '../../appDeps.js';
import type { Executor } from '../../db/database.js';
import type { RaidReportsTable, RaidRow, UserRow } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { fail } from '../../http/appError.js';
import { WclUnavailableError, type WclGuildRef, type WclReport } from '../../integrations/wcl/wclGateway.js';
import { recordRaidAttendance } from '../../jobs/recordAttendance.js';
import { canManageRaid } from '@raid/domain/rules/raidManagers';
import { raidOrNotFound } from '../../data/raids.js';
import {
  charactersNamed,
  dropReportAttendance,
  guildLink,
  linkedReport,
  raidCharacters,
  saveReportLink,
  writeReportAttendance,
} from '../../data/raidReports.js';

type ReportDeps = Pick<AppDeps, 'db' | 'wcl' | 'config' | 'now' | 'events'>;

function realmOf(expansion: ExpansionKey, serverId: number): Server {
  return (
    expansionCatalogue(expansion).servers.find((server) => server.id === serverId) ?? fail('invalidRequest')
  );
}

/** Warcraft Logs unreachable or failing is 'Logs not received', as for characters. */
async function askLogs<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof WclUnavailableError) fail('logsNotReceived');
    throw error;
  }
}

async function leadersCompletedRaid(
  deps: ReportDeps,
  user: UserRow,
  expansion: ExpansionKey,
  raidId: number,
) {
  const raid = await raidOrNotFound(deps.db, raidId, expansion);
  if (!canManageRaid(user, raid, deps.config.adminUserId)) fail('forbidden');
  if (raidStatus(raid, deps.now()) !== 'completed') fail('raidNotCompleted');
  return raid;
}

async function pastedReport(deps: ReportDeps, site: WclSite, input: string): Promise<WclReport> {
  const reference = parseReportAddress(input) ?? fail('reportAddressInvalid');
  if (reference.site !== null && reference.site !== site) fail('reportOnOtherSite');
  return (await askLogs(() => deps.wcl.report(site, reference.code))) ?? fail('reportNotFound');
}

/** The evening's report in the listing of the community's Warcraft Logs guild. */
async function foundReport(deps: ReportDeps, raid: RaidRow, site: WclSite): Promise<WclReport> {
  const link = (await guildLink(deps.db, raid.discord_server, raid.expansion)) ?? fail('wclGuildNotLinked');
  let guild: WclGuildRef;
  if (link.wcl_guild_id !== null) {
    guild = { id: link.wcl_guild_id };
  } else {
    const realm = realmOf(raid.expansion, link.server ?? 0);
    if (realm.logsSite !== site) fail('wclGuildOnOtherSite');
    guild = { name: link.name ?? '', serverSlug: realm.serverSlug, serverRegion: realm.serverRegion };
  }
  const start = raid.date.getTime();
  const logzone =
    expansionCatalogue(raid.expansion).zones.find((zone) => zone.id === raid.zone)?.logzone ?? 0;
  const listed = await askLogs(() =>
    deps.wcl.guildReports(site, {
      guild,
      startTime: start - REPORT_SEARCH_BEFORE_MS,
      endTime: start + REPORT_SEARCH_AFTER_MS,
      zoneId: logzone > 0 ? logzone : null,
    }),
  );
  const evening = reportOfTheEvening(listed, start) ?? fail('noReportThatEvening');
  return (await askLogs(() => deps.wcl.report(site, evening.code))) ?? fail('reportNotFound');
}

function summaryOf(report: WclReport): ReportSummary {
  return {
    site: report.site,
    code: report.code,
    url: reportUrl(report.site, report.code),
    title: report.title,
    startTime: new Date(report.startTime).toISOString(),
    endTime: new Date(report.endTime).toISOString(),
  };
}

/** Who of the raid the report shows: its participants against the raid's records and our characters. */
export async function matchRaidReport(
  db: Executor,
  raid: RaidRow,
  report: WclReport,
): Promise<ReportMatchRow[]> {
  const participants = reportParticipants(report.actors, report.fights);
  const realms = expansionCatalogue(raid.expansion).servers;
  const known = (row: { char_id: number; user_id: string; name: string; server: number }): KnownCharacter => {
    const realm = realms.find((server) => server.id === row.server);
    return {
      charId: row.char_id,
      userId: row.user_id,
      name: row.name,
      realmName: realm?.name ?? '',
      realmSlug: realm?.serverSlug ?? '',
    };
  };
  const records = (await raidCharacters(db, raid.id)).map((row) => ({ ...known(row), slot: row.slot }));
  const named = await charactersNamed(
    db,
    raid.expansion,
    participants.map((actor) => actor.name),
  );
  return matchReport(
    participants,
    records,
    named.map((row) => known({ ...row, char_id: row.id })),
  );
}

/** The report and who of the raid it shows. */
async function readReport(
  deps: ReportDeps,
  raid: RaidRow,
  input: string | undefined,
): Promise<{ report: WclReport; rows: ReportMatchRow[] }> {
  const site = realmOf(raid.expansion, raid.server).logsSite;
  const report =
    input === undefined ? await foundReport(deps, raid, site) : await pastedReport(deps, site, input);
  return { report, rows: await matchRaidReport(deps.db, raid, report) };
}

/**
 * Links the report to the raid and writes each player's outcome from it, inside the caller's transaction. A
 * report confirmed before is replaced: its players get their sign-up outcome back before the new one applies.
 */
export async function applyRaidReport(
  trx: Executor,
  raid: RaidRow,
  report: WclReport,
  outcomes: readonly ReportOutcome[],
  confirmed: { by: string; at: Date },
) {
  await dropReportAttendance(trx, raid.id);
  // Sign-up outcomes for whoever a replaced report had taken them from; expected members are not asked again.
  await recordRaidAttendance(trx, raid.id, async () => []);
  await writeReportAttendance(
    trx,
    {
      raid_id: raid.id,
      guild_id: raid.discord_server,
      expansion: raid.expansion,
      zone: raid.zone,
      date: raid.date,
    },
    outcomes,
  );
  return saveReportLink(trx, {
    raid_id: raid.id,
    site: report.site,
    code: report.code,
    title: report.title,
    start_time: new Date(report.startTime),
    end_time: new Date(report.endTime),
    confirmed_by: confirmed.by,
    confirmed_at: confirmed.at,
  });
}

/** `GET /api/raidReportPreview`: the report and the raid's characters by what it shows. */
export async function previewRaidReport(
  deps: ReportDeps,
  user: UserRow,
  expansion: ExpansionKey,
  raidId: number,
  input: string | undefined,
): Promise<ReportPreviewAnswer> {
  const raid = await leadersCompletedRaid(deps, user, expansion, raidId);
  const { report, rows } = await readReport(deps, raid, input);
  return { report: summaryOf(report), rows };
}

const presentLink = (row: Selectable<RaidReportsTable>) => ({
  site: row.site,
  code: row.code,
  url: reportUrl(row.site, row.code),
  title: row.title,
  startTime: row.start_time.toISOString(),
  endTime: row.end_time.toISOString(),
  confirmedAt: row.confirmed_at.toISOString(),
});

/**
 * `POST /api/confirmRaidReport`: reads the report again (what the leader saw may have been re-uploaded since),
 * links it, and writes each player's outcome from it in one transaction.
 */
export async function confirmRaidReport(
  deps: ReportDeps,
  user: UserRow,
  expansion: ExpansionKey,
  raidId: number,
  input: string,
): Promise<ConfirmRaidReportAnswer> {
  const raid = await leadersCompletedRaid(deps, user, expansion, raidId);
  const { report, rows } = await readReport(deps, raid, input);
  const outcomes = reportOutcomes(rows);
  const link = await deps.db
    .transaction()
    .execute((trx) => applyRaidReport(trx, raid, report, outcomes, { by: user.id, at: deps.now() }));
  deps.events.emit({ type: 'raidReportConfirmed', expansion, raidId: raid.id });
  return { link: presentLink(link), players: outcomes.length };
}

/** `GET /api/raidReport`: the confirmed report of a raid, for everyone who may see the raid. */
export async function raidReport(
  deps: Pick<AppDeps, 'db'>,
  expansion: ExpansionKey,
  raidId: number,
): Promise<RaidReportAnswer> {
  const raid = await raidOrNotFound(deps.db, raidId, expansion);
  const row = await linkedReport(deps.db, raid.id);
  return { link: row ? presentLink(row) : null };
}
