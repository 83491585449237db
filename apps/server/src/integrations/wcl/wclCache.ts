/**
 * A WclGateway decorator that keeps each character's Warcraft Logs answer in the `wcl_cache` table, so the
 * points budget is spent once per character per half hour however many processes and sign-ups ask.
 *
 * The cache key is (site, name lowercased, realm slug, region, sorted zones with their size and difficulty,
 * spec slug, metric); a batch sends only the characters missing from the cache to the inner gateway, in one
 * call. Found characters are kept for
 * `ttlMs` (30 minutes); characters Warcraft Logs does not know for `notFoundTtlMs` (5 minutes), so a player
 * who has just uploaded a first log is not told 'not found' for half an hour. Failures are never cached.
 */
import type { Db } from '../../db/database.js';
import type { WclSite } from '@raid/domain/catalogue/types';
import type {
  WclCharacterQuery,
  WclCharacterResult,
  WclGateway,
  WclListedReport,
  WclReport,
  WclReportSearch,
} from './wclGateway.js';

const WCL_CACHE_TTL_MS = 30 * 60 * 1000;
const WCL_NOT_FOUND_TTL_MS = 5 * 60 * 1000;

/** Bump when WclCharacterResult changes shape, so old rows are ignored. */
const KEY_VERSION = 'v2';

interface WclCacheOptions {
  now?: () => Date;
  ttlMs?: number;
  notFoundTtlMs?: number;
}

function wclCacheKey(query: Omit<WclCharacterQuery, 'key'>): string {
  const zones = [...query.zones]
    .sort((a, b) => a.zoneId - b.zoneId)
    .map((zone) => [zone.zoneId, zone.size, zone.difficulty]);
  return `wcl:${KEY_VERSION}:${JSON.stringify([
    query.site,
    query.name.toLowerCase(),
    query.serverSlug.toLowerCase(),
    query.serverRegion.toLowerCase(),
    zones,
    query.specName,
    query.metric,
  ])}`;
}

function isResult(value: unknown): value is WclCharacterResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WclCharacterResult).found === 'boolean' &&
    typeof (value as WclCharacterResult).zoneAverages === 'object' &&
    Array.isArray((value as WclCharacterResult).encounters)
  );
}

export class WclCache implements WclGateway {
  private readonly now: () => Date;
  private readonly ttlMs: number;
  private readonly notFoundTtlMs: number;

  constructor(
    private readonly inner: WclGateway,
    private readonly db: Db,
    options: WclCacheOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.ttlMs = options.ttlMs ?? WCL_CACHE_TTL_MS;
    this.notFoundTtlMs = options.notFoundTtlMs ?? WCL_NOT_FOUND_TTL_MS;
  }

  /** Reports are asked once per preview and confirmation: nothing to keep. */
  report(site: WclSite, code: string): Promise<WclReport | null> {
    return this.inner.report(site, code);
  }

  guildReports(site: WclSite, search: WclReportSearch): Promise<WclListedReport[]> {
    return this.inner.guildReports(site, search);
  }

  async characters(queries: WclCharacterQuery[]): Promise<Map<string, WclCharacterResult>> {
    const results = new Map<string, WclCharacterResult>();
    if (queries.length === 0) return results;
    const now = this.now();
    const cacheKeys = new Map<string, WclCharacterQuery[]>();
    for (const query of queries) {
      const cacheKey = wclCacheKey(query);
      cacheKeys.set(cacheKey, [...(cacheKeys.get(cacheKey) ?? []), query]);
    }

    const rows = await this.db
      .selectFrom('wcl_cache')
      .select(['key', 'value'])
      .where('key', 'in', [...cacheKeys.keys()])
      .where('expires_at', '>', now)
      .execute();
    const cached = new Map<string, WclCharacterResult>();
    for (const row of rows) if (isResult(row.value)) cached.set(row.key, row.value);

    // One inner query per distinct cache key that is missing; its answer serves every query with that key.
    const innerQueries = [...cacheKeys.entries()].flatMap(([cacheKey, [first]]) =>
      first && !cached.has(cacheKey) ? [{ ...first, cacheKey }] : [],
    );
    if (innerQueries.length > 0) {
      innerQueries.forEach((query, i) => (query.key = `m${i}`));
      const answers = await this.inner.characters(innerQueries.map(({ cacheKey: _cacheKey, ...q }) => q));
      const rowsToWrite: Array<{ key: string; value: string; expires_at: Date }> = [];
      for (const query of innerQueries) {
        const answer = answers.get(query.key);
        if (!answer) continue;
        cached.set(query.cacheKey, answer);
        const ttl = answer.found ? this.ttlMs : this.notFoundTtlMs;
        rowsToWrite.push({
          key: query.cacheKey,
          value: JSON.stringify(answer),
          expires_at: new Date(now.getTime() + ttl),
        });
      }
      if (rowsToWrite.length > 0) {
        await this.db
          .insertInto('wcl_cache')
          .values(rowsToWrite)
          .onConflict((oc) =>
            oc.column('key').doUpdateSet((eb) => ({
              value: eb.ref('excluded.value'),
              expires_at: eb.ref('excluded.expires_at'),
            })),
          )
          .execute();
      }
    }

    for (const [cacheKey, group] of cacheKeys) {
      const answer = cached.get(cacheKey);
      if (answer) for (const query of group) results.set(query.key, answer);
    }
    return results;
  }

  /** Deletes rows that expired before `before` (default now); returns how many. */
  async purgeExpired(before: Date = this.now()): Promise<number> {
    const result = await this.db.deleteFrom('wcl_cache').where('expires_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
