/**
 * `reportData` of one site: a report by its code and a guild's reports listing (issue 30). A report is known only
 * on its own site, as the real service keeps each site's reports apart. An unknown code answers the field null
 * with the real API's error, "This report does not exist." (the message the real service gives, beside
 * `data.reportData.report: null`).
 */
import type { WclSite } from '@raid/domain/catalogue/types';
import type { DemoReport } from '../demoReports.js';
import type { RequestContext } from './resolvers.js';

export interface FightsArgs {
  encounterID: number;
  fightIDs: Array<number | null>;
  killType: 'All' | 'Encounters' | 'Kills' | 'Trash' | 'Wipes';
}

export interface ReportsArgs {
  endTime?: number | null;
  guildID: number;
  guildName?: string | null;
  guildServerSlug?: string | null;
  guildServerRegion?: string | null;
  limit: number;
  page: number;
  startTime: number;
  zoneID: number;
}

const KILL_FILTERS: Record<FightsArgs['killType'], (fight: DemoReport['fights'][number]) => boolean> = {
  All: () => true,
  Encounters: (fight) => fight.encounterID > 0,
  Kills: (fight) => fight.encounterID > 0 && fight.kill,
  Trash: (fight) => fight.encounterID === 0,
  Wipes: (fight) => fight.encounterID > 0 && !fight.kill,
};

function reportObject(report: DemoReport) {
  const fighting = report.players.filter((player) => player.fought).map((player) => player.id);
  return {
    code: report.code,
    title: report.title,
    startTime: report.startTime,
    endTime: report.endTime,
    visibility: 'public',
    zone: report.zone,
    fights: (args: FightsArgs, context: RequestContext) => {
      context.charge(1);
      const wanted = new Set(args.fightIDs.filter((id): id is number => id !== null));
      return report.fights
        .filter((fight) => wanted.size === 0 || wanted.has(fight.id))
        .filter((fight) => args.encounterID === 0 || fight.encounterID === args.encounterID)
        .filter(KILL_FILTERS[args.killType])
        .map((fight) => ({ ...fight, friendlyPlayers: fighting }));
    },
    masterData: () => ({
      logVersion: 2,
      actors: (args: { type: string; subType: string }) =>
        report.players
          .map((player) => ({
            gameID: 0,
            id: player.id,
            name: player.name,
            petOwner: null,
            server: player.server,
            subType: player.subType,
            type: 'Player',
          }))
          .filter(
            (actor) =>
              (args.type === '' || actor.type === args.type) &&
              (args.subType === '' || actor.subType === args.subType),
          ),
    }),
  };
}

const same = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

export function createReportData(reports: readonly DemoReport[], site: WclSite) {
  const ofSite = reports.filter((report) => report.site === site);
  return () => ({
    report: (args: { code?: string | null }, context: RequestContext) => {
      context.charge(1);
      const report = ofSite.find((candidate) => candidate.code === args.code);
      if (!report) throw new Error('This report does not exist.');
      return reportObject(report);
    },
    reports: (args: ReportsArgs, context: RequestContext) => {
      context.charge(1);
      const byName = Boolean(args.guildName && args.guildServerSlug && args.guildServerRegion);
      const endTime = args.endTime ?? Date.now();
      const matching = ofSite
        .filter((report) =>
          args.guildID > 0
            ? report.guild.id === args.guildID
            : byName &&
              same(args.guildName, report.guild.name) &&
              same(args.guildServerSlug, report.guild.serverSlug) &&
              same(args.guildServerRegion, report.guild.serverRegion),
        )
        .filter((report) => report.startTime >= args.startTime && report.startTime <= endTime)
        .filter((report) => args.zoneID === 0 || report.zone.id === args.zoneID)
        .sort((a, b) => b.startTime - a.startTime || a.code.localeCompare(b.code));
      // The documented range of limit is 1 to 100; the stand-in holds to it as the real one clamps.
      const limit = Math.min(100, Math.max(1, args.limit));
      const page = Math.max(1, args.page);
      const data = matching.slice((page - 1) * limit, page * limit);
      const lastPage = Math.max(1, Math.ceil(matching.length / limit));
      return {
        data: data.map(reportObject),
        total: matching.length,
        per_page: limit,
        current_page: page,
        from: data.length > 0 ? (page - 1) * limit + 1 : null,
        to: data.length > 0 ? (page - 1) * limit + data.length : null,
        last_page: lastPage,
        has_more_pages: page < lastPage,
      };
    },
  });
}
