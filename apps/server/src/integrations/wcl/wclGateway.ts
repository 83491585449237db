/**
 * What the server needs from Warcraft Logs (API v2, GraphQL). The real implementation (wclClient.ts) speaks to
 * each site's API (WCL_API_URL_TEMPLATE, `{site}` replaced) with one client-credentials token from
 * WCL_TOKEN_URL; in the demo and in tests those point at the stand-in in tools/stand-ins.
 */
import type { WclMetric } from '@raid/domain/catalogue/wclRankings';
import type { WclSite } from '@raid/domain/catalogue/types';
import type { ReportActor, ReportFight } from '@raid/domain/rules/raidReports';

/** One zone to rank in, with the raid's bracket where the site ranks sizes / difficulties apart. */
export interface WclZoneQuery {
  zoneId: number;
  size: number | null;
  difficulty: number | null;
}

export interface WclCharacterQuery {
  /** Our key for this character in the batch (becomes a GraphQL alias). */
  key: string;
  name: string;
  serverSlug: string;
  serverRegion: string;
  /** The site whose API knows the realm's characters (a namesake on another site is someone else). */
  site: WclSite;
  /** Zones to rank in (the raid's logzone, logzone2, logzone3); empty for none. */
  zones: WclZoneQuery[];
  /** The spec slug zoneRankings takes (catalogue/wclRankings.ts), e.g. 'BeastMastery'; null: main spec. */
  specName: string | null;
  /** 'hps' for healing specs, 'dps' otherwise; null: the site's default. */
  metric: WclMetric | null;
}

export interface WclEncounterLog {
  encounterId: number;
  encounterName: string;
  zoneId: number;
  /** Best percentile for the spec, null when never killed. */
  log: number | null;
  kills: number;
}

export interface WclCharacterResult {
  found: boolean;
  /** Canonical name as Warcraft Logs spells it. */
  name: string | null;
  /** bestPerformanceAverage per zone id (the `logs` figure), null when unranked. */
  zoneAverages: Record<number, number | null>;
  encounters: WclEncounterLog[];
  /** Item level (gear score on wotlk) where the API gives it. */
  ilvl: number | null;
  classId: number | null;
}

/** Warcraft Logs could not be reached or failed: 'Logs not received'. */
export class WclUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Warcraft Logs is unavailable', { cause });
    this.name = 'WclUnavailableError';
  }
}

/** A report as the product reads it (issue 30): its span, zone, players and fights. */
export interface WclReport {
  site: WclSite;
  code: string;
  title: string;
  /** Milliseconds since the epoch. */
  startTime: number;
  endTime: number;
  zoneId: number | null;
  actors: ReportActor[];
  fights: ReportFight[];
}

export interface WclListedReport {
  code: string;
  title: string;
  startTime: number;
  endTime: number;
}

/** A guild on Warcraft Logs: by its id, or by name and realm. */
export type WclGuildRef = { id: number } | { name: string; serverSlug: string; serverRegion: string };

export interface WclReportSearch {
  guild: WclGuildRef;
  /** Milliseconds since the epoch. */
  startTime: number;
  endTime: number;
  /** The raid's Warcraft Logs zone; null searches every zone. */
  zoneId: number | null;
}

export interface WclGateway {
  /** All characters in one GraphQL request (aliases); answers by `key`. Throws WclUnavailableError. */
  characters(queries: WclCharacterQuery[]): Promise<Map<string, WclCharacterResult>>;
  /** A report of the site by its code; null when the site has no such report. Throws WclUnavailableError. */
  report(site: WclSite, code: string): Promise<WclReport | null>;
  /** A guild's reports on the site in a time range, newest first. Throws WclUnavailableError. */
  guildReports(site: WclSite, search: WclReportSearch): Promise<WclListedReport[]>;
}
