/**
 * The real Warcraft Logs API v2 client (GraphQL over HTTP, OAuth2 client-credentials token).
 *
 * - Every site (www, classic, vanilla, fresh, sod) has its own API at the same path; a character is asked of
 *   its realm's site (`apiUrlTemplate` with `{site}` replaced), one request per site a batch touches. The token
 *   comes from the one WCL_TOKEN_URL with HTTP Basic client id / secret, is valid on every site, and is kept
 *   until a minute before it expires (or, for short-lived tokens, until 90 % of its life); a 401 from the API
 *   drops it and retries once with a fresh one.
 * - One site's batch is one GraphQL request: an alias per character (`c0`, `c1`, ...), an alias per zone
 *   (`z1017: zoneRankings(zoneID: 1017, specName: $p0, metric: $m0, size: 25, difficulty: 4)`; size and
 *   difficulty only where the site ranks them apart), names / realms / specs / metrics passed as variables (so
 *   Cyrillic or quoted names need no escaping), plus `rateLimitData` to track the points budget.
 * - When the hour's points are nearly spent (fewer than `reservePoints` left) further calls are refused with
 *   WclUnavailableError until `pointsResetIn` has passed, so we never run into the API's own 429 wall.
 * - Network errors, timeouts, 5xx, 429, other non-2xx answers and GraphQL `errors` all become
 *   WclUnavailableError. A 429 whose retry-after is short (`maxRetryAfterSeconds`) is retried once.
 * - Item level: Warcraft Logs has no item-level field on Character; it is read from `Character.gameData`, the
 *   game profile Warcraft Logs caches from Blizzard's API (`global.equipped_item_level`, else
 *   `global.average_item_level`), and is null when absent (the sign-up check then says so: 'ilvlUnknown').
 * - `classId` in the result is the catalogue's (Blizzard's) class id, mapped from Warcraft Logs' alphabetical
 *   `classID`.
 */
import type { WclSite } from '@raid/domain/catalogue/types';
import {
  WclUnavailableError,
  type WclCharacterQuery,
  type WclCharacterResult,
  type WclEncounterLog,
  type WclGateway,
  type WclListedReport,
  type WclReport,
  type WclReportSearch,
  type WclZoneQuery,
} from './wclGateway.js';
import { isMissingReport, mapListedReports, mapReport, REPORT_QUERY, reportsQuery } from './wclReports.js';

/** The real service's per-site API address; `{site}` is replaced by the realm's site. */
export const DEFAULT_WCL_API_URL_TEMPLATE = 'https://{site}.warcraftlogs.com/api/v2/client';

/** The site's API address: the template with `{site}` replaced (a template without it serves every site). */
export const wclApiUrl = (template: string, site: WclSite): string => template.replaceAll('{site}', site);

export interface WclClientOptions {
  /** e.g. DEFAULT_WCL_API_URL_TEMPLATE. */
  apiUrlTemplate: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; for tests. */
  now?: () => number;
  /** Refuse calls while fewer points than this are left this hour. Default 30. */
  reservePoints?: number;
  /** A 429 with a retry-after up to this many seconds is retried once. Default 2. */
  maxRetryAfterSeconds?: number;
  /** Per HTTP request. Default 10 000 ms. */
  timeoutMs?: number;
}

/** Warcraft Logs class id (alphabetical) → Blizzard class id (the catalogue's). */
const blizzardClassIdByWcl: Readonly<Record<number, number>> = {
  1: 6, // Death Knight
  2: 11, // Druid
  3: 3, // Hunter
  4: 8, // Mage
  5: 10, // Monk
  6: 2, // Paladin
  7: 5, // Priest
  8: 4, // Rogue
  9: 7, // Shaman
  10: 9, // Warlock
  11: 1, // Warrior
};

interface CachedToken {
  value: string;
  /** Use until this instant (ms), then fetch a new one. */
  renewAt: number;
}

interface Budget {
  limitPerHour: number;
  pointsSpentThisHour: number;
  resetAt: number;
}

interface RawRanking {
  encounter?: { id?: unknown; name?: unknown } | null;
  rankPercent?: unknown;
  totalKills?: unknown;
}

interface RawCharacter {
  name?: unknown;
  classID?: unknown;
  gameData?: unknown;
  [alias: string]: unknown;
}

class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`Warcraft Logs answered HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const errorMessages = (body: Record<string, unknown>): string[] =>
  Array.isArray(body.errors) ? body.errors.map((e) => (isRecord(e) ? String(e.message) : String(e))) : [];

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function parseRetryAfter(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}

function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function readItemLevel(gameData: unknown): number | null {
  const data = jsonValue(gameData);
  if (!isRecord(data) || !isRecord(data.global)) return null;
  const level = finiteOrNull(data.global.equipped_item_level) ?? finiteOrNull(data.global.average_item_level);
  return level === null || level <= 0 ? null : Math.round(level);
}

function mapZone(zoneId: number, raw: unknown): { average: number | null; encounters: WclEncounterLog[] } {
  const data = jsonValue(raw);
  if (!isRecord(data) || !Array.isArray(data.rankings)) return { average: null, encounters: [] };
  const encounters: WclEncounterLog[] = [];
  for (const entry of data.rankings as RawRanking[]) {
    if (!isRecord(entry) || !isRecord(entry.encounter)) continue;
    const id = finiteOrNull(entry.encounter.id);
    if (id === null) continue;
    const kills = finiteOrNull(entry.totalKills) ?? 0;
    encounters.push({
      encounterId: id,
      encounterName: typeof entry.encounter.name === 'string' ? entry.encounter.name : String(id),
      zoneId,
      log: kills > 0 ? finiteOrNull(entry.rankPercent) : null,
      kills,
    });
  }
  const average = encounters.length === 0 ? null : finiteOrNull(data.bestPerformanceAverage);
  return { average, encounters };
}

function notFound(zoneIds: number[]): WclCharacterResult {
  return {
    found: false,
    name: null,
    zoneAverages: Object.fromEntries(zoneIds.map((id) => [id, null])),
    encounters: [],
    ilvl: null,
    classId: null,
  };
}

function mapCharacter(raw: unknown, zoneIds: number[]): WclCharacterResult {
  if (!isRecord(raw)) return notFound(zoneIds);
  const character = raw as RawCharacter;
  const zoneAverages: Record<number, number | null> = {};
  const encounters: WclEncounterLog[] = [];
  for (const zoneId of zoneIds) {
    const zone = mapZone(zoneId, character[`z${zoneId}`]);
    zoneAverages[zoneId] = zone.average;
    encounters.push(...zone.encounters);
  }
  const wclClass = finiteOrNull(character.classID);
  return {
    found: true,
    name: typeof character.name === 'string' ? character.name : null,
    zoneAverages,
    encounters,
    ilvl: readItemLevel(character.gameData),
    classId: wclClass === null ? null : (blizzardClassIdByWcl[wclClass] ?? null),
  };
}

const positiveInteger = (value: number, what: string): number => {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new TypeError(`Invalid Warcraft Logs ${what} ${value}`);
  return value;
};

/** Each zone once (the first entry wins), its id, size and difficulty validated integers. */
const uniqueZones = (zones: WclZoneQuery[]): WclZoneQuery[] => {
  const byId = new Map<number, WclZoneQuery>();
  for (const zone of zones) {
    positiveInteger(zone.zoneId, 'zone id');
    if (zone.size !== null) positiveInteger(zone.size, 'raid size');
    if (zone.difficulty !== null) positiveInteger(zone.difficulty, 'difficulty');
    if (!byId.has(zone.zoneId)) byId.set(zone.zoneId, zone);
  }
  return [...byId.values()];
};

const zoneIdsOf = (query: WclCharacterQuery): number[] => uniqueZones(query.zones).map((zone) => zone.zoneId);

/**
 * The GraphQL document and variables for one site's batch; zone ids, sizes and difficulties are validated
 * integers, everything else a variable.
 */
function buildCharactersQuery(queries: WclCharacterQuery[]): {
  query: string;
  variables: Record<string, string | null>;
} {
  const declarations: string[] = [];
  const fields: string[] = [];
  const variables: Record<string, string | null> = {};
  queries.forEach((q, i) => {
    declarations.push(`$n${i}: String!`, `$s${i}: String!`, `$r${i}: String!`);
    variables[`n${i}`] = q.name;
    variables[`s${i}`] = q.serverSlug;
    variables[`r${i}`] = q.serverRegion;
    const zones = uniqueZones(q.zones);
    // GraphQL refuses a declared variable that no field uses, so spec and metric are declared only with
    // rankings; a metric left out keeps the argument's default rather than sending null.
    const rankingArguments: string[] = [];
    if (zones.length > 0) {
      declarations.push(`$p${i}: String`);
      variables[`p${i}`] = q.specName;
      rankingArguments.push(`specName: $p${i}`);
      if (q.metric !== null) {
        declarations.push(`$m${i}: CharacterRankingMetricType`);
        variables[`m${i}`] = q.metric;
        rankingArguments.push(`metric: $m${i}`);
      }
    }
    const rankings = zones
      .map((zone) => {
        const bracket = [
          ...(zone.size === null ? [] : [`size: ${zone.size}`]),
          ...(zone.difficulty === null ? [] : [`difficulty: ${zone.difficulty}`]),
        ];
        const args = [`zoneID: ${zone.zoneId}`, ...rankingArguments, ...bracket].join(', ');
        return `z${zone.zoneId}: zoneRankings(${args})`;
      })
      .join(' ');
    fields.push(
      `c${i}: character(name: $n${i}, serverSlug: $s${i}, serverRegion: $r${i}) { name classID gameData ${rankings} }`,
    );
  });
  const query =
    `query Characters(${declarations.join(', ')}) {\n` +
    `  characterData {\n    ${fields.join('\n    ')}\n  }\n` +
    `  rateLimitData { limitPerHour pointsSpentThisHour pointsResetIn }\n}`;
  return { query, variables };
}

export class WclClient implements WclGateway {
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly reservePoints: number;
  private readonly maxRetryAfterSeconds: number;
  private readonly timeoutMs: number;
  private token: CachedToken | null = null;
  private tokenRequest: Promise<string> | null = null;
  private budget: Budget | null = null;

  constructor(private readonly options: WclClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.reservePoints = options.reservePoints ?? 30;
    this.maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 2;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async characters(queries: WclCharacterQuery[]): Promise<Map<string, WclCharacterResult>> {
    const results = new Map<string, WclCharacterResult>();
    if (queries.length === 0) return results;
    this.checkBudget();
    const bySite = new Map<WclSite, WclCharacterQuery[]>();
    for (const q of queries) bySite.set(q.site, [...(bySite.get(q.site) ?? []), q]);
    await Promise.all(
      [...bySite].map(async ([site, batch]) => {
        for (const [key, result] of await this.siteBatch(site, batch)) results.set(key, result);
      }),
    );
    return results;
  }

  /** One site's characters in one request to that site's API. */
  private async siteBatch(
    site: WclSite,
    queries: WclCharacterQuery[],
  ): Promise<Map<string, WclCharacterResult>> {
    const { query, variables } = buildCharactersQuery(queries);
    const body = await this.post(wclApiUrl(this.options.apiUrlTemplate, site), query, variables);
    const data = isRecord(body.data) ? body.data : {};
    this.recordBudget(data.rateLimitData);
    const characterData = isRecord(data.characterData) ? data.characterData : {};
    return new Map(queries.map((q, i) => [q.key, mapCharacter(characterData[`c${i}`], zoneIdsOf(q))]));
  }

  async report(site: WclSite, code: string): Promise<WclReport | null> {
    this.checkBudget();
    const body = await this.post(wclApiUrl(this.options.apiUrlTemplate, site), REPORT_QUERY, { code }, true);
    const data = isRecord(body.data) ? body.data : {};
    this.recordBudget(data.rateLimitData);
    const report = mapReport(site, data);
    const messages = errorMessages(body);
    if (report && messages.length === 0) return report;
    if (!report && (messages.length === 0 || isMissingReport(messages))) return null;
    throw new WclUnavailableError(new Error(`Warcraft Logs GraphQL errors: ${messages.join('; ')}`));
  }

  async guildReports(site: WclSite, search: WclReportSearch): Promise<WclListedReport[]> {
    this.checkBudget();
    const { query, variables } = reportsQuery(search);
    const body = await this.post(wclApiUrl(this.options.apiUrlTemplate, site), query, variables);
    const data = isRecord(body.data) ? body.data : {};
    this.recordBudget(data.rateLimitData);
    return mapListedReports(data);
  }

  /** Points left this hour as last reported, or null before the first call. */
  remainingPoints(): number | null {
    if (!this.budget || this.now() >= this.budget.resetAt) return null;
    return this.budget.limitPerHour - this.budget.pointsSpentThisHour;
  }

  private checkBudget(): void {
    const remaining = this.remainingPoints();
    if (remaining !== null && remaining < this.reservePoints) {
      throw new WclUnavailableError(
        new Error(
          `Warcraft Logs points budget spent; resets in ${Math.ceil(((this.budget?.resetAt ?? 0) - this.now()) / 1000)} s`,
        ),
      );
    }
  }

  private recordBudget(raw: unknown): void {
    if (!isRecord(raw)) return;
    const limit = finiteOrNull(raw.limitPerHour);
    const spent = finiteOrNull(raw.pointsSpentThisHour);
    const resetIn = finiteOrNull(raw.pointsResetIn);
    if (limit === null || spent === null || resetIn === null) return;
    this.budget = { limitPerHour: limit, pointsSpentThisHour: spent, resetAt: this.now() + resetIn * 1000 };
  }

  /** `fieldErrors`: an answer with `data` and errors of some fields is the caller's to read, not a failure. */
  private async post(
    apiUrl: string,
    query: string,
    variables: Record<string, unknown>,
    fieldErrors = false,
  ): Promise<Record<string, unknown>> {
    let retriedAuth = false;
    let retried429 = false;
    for (;;) {
      try {
        const token = await this.accessToken();
        const response = await this.request(apiUrl, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ query, variables }),
        });
        const body: unknown = await response.json();
        if (!isRecord(body)) throw new Error('Warcraft Logs answered something other than a JSON object');
        const messages = errorMessages(body);
        if (messages.length > 0 && !(fieldErrors && isRecord(body.data))) {
          throw new Error(`Warcraft Logs GraphQL errors: ${messages.join('; ')}`);
        }
        return body;
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 401 && !retriedAuth) {
          retriedAuth = true;
          this.token = null;
          continue;
        }
        const wait =
          error instanceof HttpStatusError && error.status === 429 ? error.retryAfterSeconds : null;
        if (wait !== null && wait <= this.maxRetryAfterSeconds && !retried429) {
          retried429 = true;
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
          continue;
        }
        throw error instanceof WclUnavailableError ? error : new WclUnavailableError(error);
      }
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    // Concurrent callers share one token request.
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, tokenUrl } = this.options;
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString(
      'base64',
    );
    const requestedAt = this.now();
    const response = await this.request(tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    const body: unknown = await response.json();
    if (!isRecord(body) || typeof body.access_token !== 'string' || body.access_token === '') {
      throw new Error('Warcraft Logs token endpoint answered no access_token');
    }
    const lifetimeMs = (finiteOrNull(body.expires_in) ?? 3600) * 1000;
    const margin = Math.min(60_000, lifetimeMs * 0.1);
    this.token = { value: body.access_token, renewAt: requestedAt + lifetimeMs - margin };
    return body.access_token;
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    const response = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) {
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      throw new HttpStatusError(
        response.status,
        parseRetryAfter(response.headers.get('retry-after'), this.now()),
      );
    }
    return response;
  }
}
