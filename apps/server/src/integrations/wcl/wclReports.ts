/**
 * The report queries of the Warcraft Logs client (issue 30) and the mapping of their answers. Field and argument
 * names and types are the real schema's (ReportData, Report, ReportFight, ReportMasterData, ReportActor,
 * ReportPagination; see tools/stand-ins/src/wcl/schema.ts for the sources): `report(code: String)`, and
 * `reports(guildID: Int, guildName: String, guildServerSlug: String, guildServerRegion: String, startTime:
 * Float, endTime: Float, zoneID: Int, limit: Int)` with times in milliseconds since the epoch. Players are read
 * from `masterData.actors(type: "Player")` and who took part from `fights.friendlyPlayers` (domain
 * rules/raidReports.ts); `playerDetails` would say the same per role at a higher cost, so it is not asked.
 */
import type { WclSite } from '@raid/domain/catalogue/types';
import type { ReportActor, ReportFight } from '@raid/domain/rules/raidReports';
import type { WclListedReport, WclReport, WclReportSearch } from './wclGateway.js';

export const REPORT_QUERY = `query Report($code: String!) {
  reportData {
    report(code: $code) {
      code title startTime endTime
      zone { id }
      fights { id encounterID startTime endTime kill friendlyPlayers }
      masterData { actors(type: "Player") { id name server type subType } }
    }
  }
  rateLimitData { limitPerHour pointsSpentThisHour pointsResetIn }
}`;

/** The most reports one evening's search reads: a guild logs a handful a night. */
export const REPORTS_LIMIT = 25;

/** The listing query: by guild id, or by name and realm (only the arguments used are declared). */
export function reportsQuery(search: WclReportSearch): { query: string; variables: Record<string, unknown> } {
  const byId = 'id' in search.guild;
  const declarations = byId
    ? ['$guildID: Int!']
    : ['$guildName: String!', '$guildServerSlug: String!', '$guildServerRegion: String!'];
  const guildArguments = byId
    ? ['guildID: $guildID']
    : ['guildName: $guildName', 'guildServerSlug: $guildServerSlug', 'guildServerRegion: $guildServerRegion'];
  const zone = search.zoneId === null ? [] : ['zoneID: $zoneID'];
  const query =
    `query GuildReports(${[...declarations, '$startTime: Float!', '$endTime: Float!', ...(zone.length ? ['$zoneID: Int!'] : []), '$limit: Int!'].join(', ')}) {\n` +
    `  reportData {\n    reports(${[...guildArguments, 'startTime: $startTime', 'endTime: $endTime', ...zone, 'limit: $limit'].join(', ')}) {\n` +
    `      data { code title startTime endTime }\n    }\n  }\n` +
    `  rateLimitData { limitPerHour pointsSpentThisHour pointsResetIn }\n}`;
  const guild =
    'id' in search.guild
      ? { guildID: search.guild.id }
      : {
          guildName: search.guild.name,
          guildServerSlug: search.guild.serverSlug,
          guildServerRegion: search.guild.serverRegion,
        };
  return {
    query,
    variables: {
      ...guild,
      startTime: search.startTime,
      endTime: search.endTime,
      ...(search.zoneId === null ? {} : { zoneID: search.zoneId }),
      limit: REPORTS_LIMIT,
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const textOr = <T>(value: unknown, fallback: T): string | T => (typeof value === 'string' ? value : fallback);

function mapActor(raw: unknown): ReportActor | null {
  if (!isRecord(raw)) return null;
  const id = numberOr(raw.id, null);
  const name = textOr(raw.name, null);
  if (id === null || name === null) return null;
  return { id, name, server: textOr(raw.server, null), type: textOr(raw.type, '') };
}

function mapFight(raw: unknown): ReportFight | null {
  if (!isRecord(raw)) return null;
  const players = Array.isArray(raw.friendlyPlayers)
    ? raw.friendlyPlayers.filter((id): id is number => typeof id === 'number')
    : null;
  return { friendlyPlayers: players };
}

/** The report in `data.reportData.report`; null when the answer has none. */
export function mapReport(site: WclSite, data: Record<string, unknown>): WclReport | null {
  const reportData = isRecord(data.reportData) ? data.reportData : {};
  const raw = reportData.report;
  if (!isRecord(raw)) return null;
  const masterData = isRecord(raw.masterData) ? raw.masterData : {};
  const actors = Array.isArray(masterData.actors) ? masterData.actors : [];
  const fights = Array.isArray(raw.fights) ? raw.fights : [];
  return {
    site,
    code: textOr(raw.code, ''),
    title: textOr(raw.title, ''),
    startTime: numberOr(raw.startTime, 0),
    endTime: numberOr(raw.endTime, 0),
    zoneId: isRecord(raw.zone) ? numberOr(raw.zone.id, null) : null,
    actors: actors.map(mapActor).filter((actor): actor is ReportActor => actor !== null),
    fights: fights.map(mapFight).filter((fight): fight is ReportFight => fight !== null),
  };
}

export function mapListedReports(data: Record<string, unknown>): WclListedReport[] {
  const reportData = isRecord(data.reportData) ? data.reportData : {};
  const page = isRecord(reportData.reports) ? reportData.reports : {};
  const list = Array.isArray(page.data) ? page.data : [];
  return list.flatMap((raw) => {
    if (!isRecord(raw)) return [];
    const code = textOr(raw.code, null);
    const startTime = numberOr(raw.startTime, null);
    if (code === null || startTime === null) return [];
    return [{ code, title: textOr(raw.title, ''), startTime, endTime: numberOr(raw.endTime, startTime) }];
  });
}

/** The real API's answer for a code no report has on the site (beside `report: null`). */
export const isMissingReport = (messages: readonly string[]): boolean =>
  messages.length > 0 && messages.every((message) => /does not exist/i.test(message));
