/**
 * A stand-in of the Warcraft Logs API v2 (https://www.warcraftlogs.com/v2-api-docs/warcraft/): the OAuth2
 * client-credentials token endpoint and the GraphQL client endpoint, with the part of the real schema the
 * server queries, executed by the `graphql` library against deterministic data.
 *
 * - `POST /oauth/token` (grant_type=client_credentials, HTTP Basic or form client_id/client_secret) →
 *   `{ token_type: 'Bearer', expires_in, access_token }`; wrong credentials 401 `invalid_client`.
 * - `POST /api/v2/client` with `{ query, variables, operationName }` and `Authorization: Bearer <token>`
 *   (401 `{ error: 'Unauthenticated.' }` otherwise). When the hour's points are spent it answers 429 with a
 *   retry-after header, as the real API does.
 * - Known characters: every character of `demoWorld.ts` for every expansion (realm slug and region from the
 *   expansion's catalogue), plus `Unlinkedhero` (logs everywhere, owned by nobody) and `Nologs` (exists, no
 *   logs at all) on each expansion's demo realm. Any other name resolves to `null`, like the real API.
 * - `zoneRankings` answers the real JSON shape (bestPerformanceAverage, medianPerformanceAverage, difficulty,
 *   metric, partition, size, zone, allStars, rankings[{ encounter { id name }, rankPercent, medianPercent,
 *   lockedIn, totalKills, fastestKill, allStars, spec, bestSpec, bestAmount }]). Figures are derived from a
 *   hash of (name, realm, zone, spec, encounter), so they never change between runs; a seeded demo
 *   character's main spec averages its `demoFigures.ts` figure in every zone, and its item level is that
 *   file's too, so the demo seed and Warcraft Logs agree. Zones we do not know give empty rankings; a spec the
 *   character's class does not have gives unkilled encounters.
 * - Item level: Warcraft Logs has no item-level field on Character. `Character.gameData` (a JSON scalar in the
 *   real schema: the game profile Warcraft Logs cached from Blizzard's API) is where it can be read; the
 *   stand-in answers `{ global: { ..., average_item_level, equipped_item_level } }`, the field names of
 *   Blizzard's character profile summary.
 * - `classID` is Warcraft Logs' class id (alphabetical: 1 Death Knight ... 11 Warrior), not Blizzard's.
 *
 * Test controls (not part of the real API): `GET/DELETE /__requests` (every request but `/__*`, in order),
 * `POST /__faults` `{ path: regexp source, status, retryAfter?, count? }` / `DELETE /__faults`, and
 * `GET/POST /__rateLimit` `{ limitPerHour?, pointsSpentThisHour? }`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { expansionCatalogue, expansionKeys } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey, Role } from '@raid/domain/catalogue/types';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { characterFigures, type Figures } from './demoFigures.js';
import { demoCharacters, demoRealmId } from './demoWorld.js';

export interface WclStandInOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of issued tokens in seconds (the real API hands out tokens valid for about a year). */
  tokenLifetimeSeconds?: number;
  /** Points per hour (the real API's default for a client is 3600). */
  limitPerHour?: number;
}

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  at: string;
}

export interface WclStandIn {
  url: string;
  tokenUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  requests(): RecordedRequest[];
  clearRequests(): void;
  close(): Promise<void>;
}

interface Fault {
  pattern: RegExp;
  status: number;
  retryAfter: number | undefined;
  remaining: number;
}

// ---------------------------------------------------------------------------------------------------------
// Schema: the subset of https://www.warcraftlogs.com/v2-api-docs/warcraft/ the server asks for.
// ---------------------------------------------------------------------------------------------------------

const schemaSource = /* GraphQL */ `
  "Arbitrary JSON, as the real API returns zoneRankings, encounterRankings and gameData."
  scalar JSON

  enum CharacterRankingMetricType {
    bossdps
    bossrdps
    default
    dps
    hps
    krsi
    playerscore
    playerspeed
    tankhps
    wdps
    healercombineddps
    healercombinedbossdps
    healercombinedrdps
    healercombinedbossrdps
  }

  enum RankingCompareType {
    Rankings
    Parses
  }

  enum RankingTimeframeType {
    Today
    Historical
  }

  enum RoleType {
    Any
    DPS
    Healer
    Tank
  }

  type Query {
    characterData: CharacterData
    gameData: GameData
    rateLimitData: RateLimitData
  }

  type CharacterData {
    character(id: Int, name: String, serverSlug: String, serverRegion: String): Character
  }

  type Character {
    id: Int!
    canonicalID: Int!
    name: String!
    classID: Int!
    level: Int!
    hidden: Boolean!
    server: Server!
    gameData(specID: Int, forceUpdate: Boolean = false): JSON
    zoneRankings(
      byBracket: Boolean = false
      className: String
      compare: RankingCompareType = Rankings
      difficulty: Int
      includePrivateLogs: Boolean = false
      metric: CharacterRankingMetricType = default
      partition: Int
      role: RoleType = Any
      size: Int
      specName: String
      timeframe: RankingTimeframeType = Historical
      zoneID: Int
    ): JSON
  }

  type Server {
    id: Int!
    name: String!
    normalizedName: String!
    slug: String!
    region: Region!
  }

  type Region {
    id: Int!
    compactName: String!
    name: String!
    slug: String!
  }

  type GameData {
    class(id: Int!): GameClass
    classes: [GameClass]
  }

  type GameClass {
    id: Int!
    name: String!
    slug: String!
  }

  type RateLimitData {
    limitPerHour: Int!
    pointsSpentThisHour: Float!
    pointsResetIn: Int!
  }
`;

// ---------------------------------------------------------------------------------------------------------
// Deterministic data
// ---------------------------------------------------------------------------------------------------------

/** Warcraft Logs' class ids are alphabetical; ours (the catalogue's) are Blizzard's. */
const wclClasses: ReadonlyArray<{ id: number; name: string; slug: string; blizzardId: number }> = [
  { id: 1, name: 'Death Knight', slug: 'DeathKnight', blizzardId: 6 },
  { id: 2, name: 'Druid', slug: 'Druid', blizzardId: 11 },
  { id: 3, name: 'Hunter', slug: 'Hunter', blizzardId: 3 },
  { id: 4, name: 'Mage', slug: 'Mage', blizzardId: 8 },
  { id: 5, name: 'Monk', slug: 'Monk', blizzardId: 10 },
  { id: 6, name: 'Paladin', slug: 'Paladin', blizzardId: 2 },
  { id: 7, name: 'Priest', slug: 'Priest', blizzardId: 5 },
  { id: 8, name: 'Rogue', slug: 'Rogue', blizzardId: 4 },
  { id: 9, name: 'Shaman', slug: 'Shaman', blizzardId: 7 },
  { id: 10, name: 'Warlock', slug: 'Warlock', blizzardId: 9 },
  { id: 11, name: 'Warrior', slug: 'Warrior', blizzardId: 1 },
];

const regions: Record<string, { id: number; name: string }> = {
  us: { id: 1, name: 'United States' },
  eu: { id: 2, name: 'Europe' },
  kr: { id: 3, name: 'Korea' },
  tw: { id: 4, name: 'Taiwan' },
  cn: { id: 5, name: 'China' },
};

/** Character level and the item-level range of a geared raider per expansion. */
const expansionGear: Record<ExpansionKey, { level: number; ilvlMin: number; ilvlMax: number }> = {
  classic: { level: 60, ilvlMin: 58, ilvlMax: 80 },
  sod: { level: 60, ilvlMin: 55, ilvlMax: 85 },
  wotlk: { level: 80, ilvlMin: 200, ilvlMax: 277 },
  cata: { level: 85, ilvlMin: 346, ilvlMax: 403 },
  mop: { level: 90, ilvlMin: 463, ilvlMax: 535 },
};

/** Known to the stand-in, findable, but with no logs anywhere. */
export const WCL_NO_LOGS_CHARACTER = 'Nologs';
/** Known to the stand-in with logs, owned by no demo user. */
export const WCL_UNLINKED_CHARACTER = 'Unlinkedhero';

interface KnownCharacter {
  id: number;
  name: string;
  expansion: ExpansionKey;
  wclClassId: number;
  serverId: number;
  serverName: string;
  serverSlug: string;
  region: string;
  /** spec2Eng of the main spec: what Warcraft Logs ranks when no specName is asked. */
  mainSpec: string;
  /** Every spec name of the class, lowercased, with its role. */
  specRoles: Map<string, Role>;
  noLogs: boolean;
  /** A seeded demo character's figures (main spec logs in every zone, item level); null for the extras. */
  figures: Figures | null;
}

/** FNV-1a, 32 bits: stable across runs and platforms. */
function hash(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0001')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const round = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const characterKey = (name: string, slug: string, region: string): string =>
  `${name.toLowerCase()}|${slug.toLowerCase()}|${region.toLowerCase()}`;

function buildKnownCharacters(): Map<string, KnownCharacter> {
  const known = new Map<string, KnownCharacter>();
  for (const expansion of expansionKeys) {
    const catalogue = expansionCatalogue(expansion);
    const realmId = demoRealmId(catalogue.servers);
    const warrior = catalogue.classes.find((cls) => cls.id === 1);
    const extras = warrior
      ? [WCL_UNLINKED_CHARACTER, WCL_NO_LOGS_CHARACTER].map((name) => ({
          name,
          serverId: realmId,
          classId: warrior.id,
          spec: warrior.specs[0]?.id ?? 0,
        }))
      : [];
    const seeded = demoCharacters(expansion, catalogue.classes, realmId);
    for (const [index, character] of [...seeded, ...extras].entries()) {
      const server = catalogue.servers.find((s) => s.id === character.serverId);
      const cls = catalogue.classes.find((c) => c.id === character.classId);
      const wclClass = wclClasses.find((c) => c.blizzardId === character.classId);
      const spec = cls?.specs.find((s) => s.id === character.spec) ?? cls?.specs[0];
      if (!server || !cls || !wclClass || !spec) continue;
      const key = characterKey(character.name, server.serverSlug, server.serverRegion);
      if (known.has(key)) continue; // the same name on a realm shared by two expansions: first one wins
      known.set(key, {
        id: 10_000_000 + (hash(key) % 80_000_000),
        name: character.name,
        expansion,
        wclClassId: wclClass.id,
        serverId: server.id,
        serverName: server.name,
        serverSlug: server.serverSlug,
        region: server.serverRegion.toLowerCase(),
        mainSpec: spec.spec2Eng,
        specRoles: new Map(cls.specs.map((s) => [s.spec2Eng.toLowerCase(), s.role])),
        noLogs: character.name === WCL_NO_LOGS_CHARACTER,
        figures: index < seeded.length ? characterFigures(expansion, index) : null,
      });
    }
  }
  return known;
}

interface ZoneRankingsArgs {
  zoneID?: number | null;
  specName?: string | null;
  metric?: string | null;
  size?: number | null;
  difficulty?: number | null;
  partition?: number | null;
}

function zoneRankings(character: KnownCharacter, args: ZoneRankingsArgs): Record<string, unknown> {
  const zone = args.zoneID == null ? undefined : standInZones.get(args.zoneID);
  const specName = args.specName ?? character.mainSpec;
  const role = character.specRoles.get(specName.toLowerCase());
  const metric =
    !args.metric || args.metric === 'default' ? (role === 'healer' ? 'hps' : 'dps') : args.metric;
  const base = {
    difficulty: args.difficulty ?? zone?.difficulty ?? 3,
    metric,
    partition: args.partition ?? 1,
    size: args.size ?? zone?.size ?? 25,
    zone: args.zoneID ?? 0,
  };
  if (!zone) {
    return {
      bestPerformanceAverage: null,
      medianPerformanceAverage: null,
      ...base,
      allStars: [],
      rankings: [],
    };
  }
  const realm = `${character.serverSlug}|${character.region}`;
  // The main spec has logs in every zone; another spec of the class in about half of them.
  const playsSpec =
    role !== undefined &&
    !character.noLogs &&
    (specName.toLowerCase() === character.mainSpec.toLowerCase() ||
      hash(character.name, realm, zone.id, specName) % 2 === 0);
  const rankings = zone.encounters.map((encounter) => {
    const h = hash(character.name.toLowerCase(), realm, zone.id, specName.toLowerCase(), encounter.id);
    const killed = playsSpec && h % 7 !== 0;
    if (!killed) {
      return {
        encounter: { id: encounter.id, name: encounter.name },
        rankPercent: null,
        medianPercent: null,
        lockedIn: true,
        totalKills: 0,
        fastestKill: 0,
        allStars: null,
        spec: null,
        bestSpec: null,
        bestAmount: 0,
      };
    }
    const rankPercent = round(5 + (h % 9_495) / 100, 4);
    const medianPercent = round(rankPercent * (0.55 + ((h >>> 8) % 40) / 100), 4);
    const total = 2_000 + ((h >>> 4) % 8_000);
    return {
      encounter: { id: encounter.id, name: encounter.name },
      rankPercent,
      medianPercent,
      lockedIn: true,
      totalKills: 1 + ((h >>> 12) % 14),
      fastestKill: 90_000 + ((h >>> 3) % 300_000),
      allStars: {
        points: round(rankPercent * 1.2, 2),
        possiblePoints: 120,
        partition: base.partition,
        rank: Math.max(1, Math.round(total * (1 - rankPercent / 100))),
        regionRank: Math.max(1, Math.round((total * (1 - rankPercent / 100)) / 3)),
        serverRank: Math.max(1, Math.round((total * (1 - rankPercent / 100)) / 40)),
        rankPercent,
        total,
      },
      spec: specName,
      bestSpec: specName,
      bestAmount: round(1_000 + ((h >>> 6) % 9_000) + rankPercent * 10, 3),
    };
  });
  const ranked = rankings.flatMap((r) => (r.rankPercent === null ? [] : [r]));
  const average = (values: number[]): number | null =>
    values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
  // A seeded character's main spec averages its demo figure in every zone, the number the seed stored.
  const seededLogs =
    character.figures && specName.toLowerCase() === character.mainSpec.toLowerCase() && ranked.length > 0
      ? character.figures.logs
      : null;
  const best = seededLogs ?? average(ranked.map((r) => r.rankPercent));
  const median = average(ranked.map((r) => r.medianPercent ?? 0));
  const allStars =
    best === null
      ? []
      : [
          {
            partition: base.partition,
            spec: specName,
            points: round(
              ranked.reduce((sum, r) => sum + (r.allStars?.points ?? 0), 0),
              3,
            ),
            possiblePoints: zone.encounters.length * 120,
            rank: 1 + (hash(character.name, realm, zone.id) % 5_000),
            regionRank: 1 + (hash(character.name, realm, zone.id) % 1_500),
            serverRank: 1 + (hash(character.name, realm, zone.id) % 100),
            rankPercent: round(best, 4),
            total: 10_000,
          },
        ];
  return { bestPerformanceAverage: best, medianPerformanceAverage: median, ...base, allStars, rankings };
}

function gameProfile(character: KnownCharacter): Record<string, unknown> {
  const gear = expansionGear[character.expansion];
  const h = hash(character.name.toLowerCase(), character.serverSlug, character.region, 'ilvl');
  const average = character.figures?.ilvl ?? gear.ilvlMin + (h % (gear.ilvlMax - gear.ilvlMin + 1));
  const wclClass = wclClasses.find((c) => c.id === character.wclClassId);
  return {
    global: {
      id: character.id,
      name: character.name,
      level: gear.level,
      realm: { id: character.serverId, name: character.serverName, slug: character.serverSlug },
      character_class: { name: wclClass?.name ?? null },
      active_spec: { name: character.mainSpec },
      average_item_level: average,
      equipped_item_level: character.figures
        ? character.figures.ilvl
        : Math.max(gear.ilvlMin, average - ((h >>> 7) % 3)),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------------------

interface RateLimitState {
  limitPerHour: number;
  pointsSpentThisHour: number;
  windowStartedAt: number;
}

interface RequestContext {
  charge(points: number): void;
}

function createRootValue(known: Map<string, KnownCharacter>, rate: () => RateLimitState) {
  const characterObject = (character: KnownCharacter) => {
    const region = regions[character.region] ?? { id: 0, name: character.region.toUpperCase() };
    return {
      id: character.id,
      canonicalID: character.id,
      name: character.name,
      classID: character.wclClassId,
      level: expansionGear[character.expansion].level,
      hidden: false,
      server: {
        id: character.serverId,
        name: character.serverName,
        normalizedName: character.serverName.replace(/[\s']/g, ''),
        slug: character.serverSlug,
        region: {
          id: region.id,
          compactName: character.region.toUpperCase(),
          name: region.name,
          slug: character.region,
        },
      },
      gameData: (_args: unknown, context: RequestContext) => {
        context.charge(1);
        return gameProfile(character);
      },
      zoneRankings: (args: ZoneRankingsArgs, context: RequestContext) => {
        context.charge(1);
        return zoneRankings(character, args);
      },
    };
  };
  return {
    characterData: () => ({
      character: (
        args: {
          id?: number | null;
          name?: string | null;
          serverSlug?: string | null;
          serverRegion?: string | null;
        },
        context: RequestContext,
      ) => {
        context.charge(0.5);
        if (args.id != null) {
          const byId = [...known.values()].find((c) => c.id === args.id);
          return byId ? characterObject(byId) : null;
        }
        if (!args.name || !args.serverSlug || !args.serverRegion) return null;
        const character = known.get(characterKey(args.name, args.serverSlug, args.serverRegion));
        return character ? characterObject(character) : null;
      },
    }),
    gameData: () => ({
      class: (args: { id: number }) => wclClasses.find((c) => c.id === args.id) ?? null,
      classes: () => wclClasses,
    }),
    rateLimitData: () => {
      const state = rate();
      return {
        limitPerHour: state.limitPerHour,
        pointsSpentThisHour: round(state.pointsSpentThisHour, 2),
        pointsResetIn: Math.max(0, Math.ceil((state.windowStartedAt + 3_600_000 - Date.now()) / 1000)),
      };
    },
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function clientCredentials(request: FastifyRequest): { id: string; secret: string } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (typeof body.client_id === 'string' && typeof body.client_secret === 'string') {
    return { id: body.client_id, secret: body.client_secret };
  }
  return null;
}

export async function startWclStandIn(options: WclStandInOptions = {}): Promise<WclStandIn> {
  const clientId = options.clientId ?? 'wcl-stand-in-client';
  const clientSecret = options.clientSecret ?? 'wcl-stand-in-secret';
  const tokenLifetime = options.tokenLifetimeSeconds ?? 31_104_000;
  const known = buildKnownCharacters();
  const schema: GraphQLSchema = buildSchema(schemaSource);
  const tokens = new Map<string, number>();
  const recorded: RecordedRequest[] = [];
  let faults: Fault[] = [];
  const rate: RateLimitState = {
    limitPerHour: options.limitPerHour ?? 3600,
    pointsSpentThisHour: 0,
    windowStartedAt: Date.now(),
  };
  const currentRate = (): RateLimitState => {
    if (Date.now() >= rate.windowStartedAt + 3_600_000) {
      rate.windowStartedAt = Date.now();
      rate.pointsSpentThisHour = 0;
    }
    return rate;
  };
  const rootValue = createRootValue(known, currentRate);

  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.addHook('preHandler', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith('/__')) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    recorded.push({
      method: request.method,
      path,
      url: request.url,
      headers,
      body: request.body ?? null,
      at: new Date().toISOString(),
    });
    const fault = faults.find((f) => f.remaining > 0 && f.pattern.test(path));
    if (!fault) return;
    fault.remaining -= 1;
    faults = faults.filter((f) => f.remaining > 0);
    if (fault.retryAfter !== undefined) reply.header('retry-after', String(fault.retryAfter));
    const message = fault.status === 429 ? 'Too Many Requests' : `Stand-in fault ${fault.status}`;
    return reply.code(fault.status).send({ error: message });
  });

  app.post('/oauth/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials') {
      return reply.code(400).send({
        error: 'unsupported_grant_type',
        error_description: 'The authorization grant type is not supported by the authorization server.',
      });
    }
    const credentials = clientCredentials(request);
    if (
      !credentials ||
      !safeEqual(credentials.id, clientId) ||
      !safeEqual(credentials.secret, clientSecret)
    ) {
      return reply.code(401).send({
        error: 'invalid_client',
        error_description: 'Client authentication failed',
        message: 'Client authentication failed',
      });
    }
    const accessToken = randomBytes(32).toString('base64url');
    tokens.set(accessToken, Date.now() + tokenLifetime * 1000);
    return { token_type: 'Bearer', expires_in: tokenLifetime, access_token: accessToken };
  });

  const unauthenticated = (reply: FastifyReply) => reply.code(401).send({ error: 'Unauthenticated.' });

  app.post('/api/v2/client', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const expiresAt = tokens.get(token);
    if (!token || expiresAt === undefined) return unauthenticated(reply);
    if (expiresAt <= Date.now()) {
      tokens.delete(token);
      return unauthenticated(reply);
    }
    const state = currentRate();
    if (state.pointsSpentThisHour >= state.limitPerHour) {
      const resetIn = Math.max(1, Math.ceil((state.windowStartedAt + 3_600_000 - Date.now()) / 1000));
      return reply.code(429).header('retry-after', String(resetIn)).send({ error: 'Too Many Requests' });
    }
    const body = (request.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      return reply.code(400).send({ errors: [{ message: 'Must provide query string.' }] });
    }
    const variables =
      body.variables && typeof body.variables === 'object'
        ? (body.variables as Record<string, unknown>)
        : undefined;
    let points = 1;
    const result = await graphql({
      schema,
      source: body.query,
      rootValue,
      contextValue: { charge: (n: number) => (points += n) } satisfies RequestContext,
      variableValues: variables,
      operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    });
    state.pointsSpentThisHour += points;
    return reply.code(200).send(result);
  });

  app.get('/__requests', async () => recorded);
  app.delete('/__requests', async (_request, reply) => {
    recorded.length = 0;
    return reply.code(204).send();
  });

  app.post('/__faults', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const status = Number(body.status);
    if (typeof body.path !== 'string' || !Number.isInteger(status) || status < 400 || status > 599) {
      return reply
        .code(400)
        .send({ error: 'Expected { path: regexp source, status: 4xx/5xx, retryAfter?, count? }' });
    }
    let pattern: RegExp;
    try {
      pattern = new RegExp(body.path);
    } catch {
      return reply.code(400).send({ error: 'path is not a regular expression' });
    }
    const count = body.count === undefined ? 1 : Number(body.count);
    const retryAfter = body.retryAfter === undefined ? undefined : Number(body.retryAfter);
    faults.push({ pattern, status, retryAfter, remaining: Number.isFinite(count) && count > 0 ? count : 1 });
    return reply.code(204).send();
  });
  app.delete('/__faults', async (_request, reply) => {
    faults = [];
    return reply.code(204).send();
  });

  app.get('/__rateLimit', async () => currentRate());
  app.post('/__rateLimit', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const state = currentRate();
    if (typeof body.limitPerHour === 'number') state.limitPerHour = body.limitPerHour;
    if (typeof body.pointsSpentThisHour === 'number') state.pointsSpentThisHour = body.pointsSpentThisHour;
    return state;
  });

  // Loopback only: it is the demo's, with well-known credentials, and answers made-up data as real.
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    tokenUrl: `${url}/oauth/token`,
    apiUrl: `${url}/api/v2/client`,
    clientId,
    clientSecret,
    requests: () => recorded.map((r) => ({ ...r })),
    clearRequests: () => {
      recorded.length = 0;
    },
    close: () => app.close(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Encounters per Warcraft Logs zone
// ---------------------------------------------------------------------------------------------------------

/**
 * The Warcraft Logs stand-in's encounter lists: the bosses of each Warcraft Logs zone id our catalogue
 * (packages/domain/src/catalogue/zones/*.ts, `logzone`) asks rankings for.
 *
 * Encounter ids are Blizzard's DungeonEncounter ids, which Warcraft Logs uses as its WoW encounter ids for the
 * original raids (e.g. 672 Ragnaros, 856 The Lich King, 1507 Imperial Vizier Zor'lok). Season of Discovery's
 * own raids (Blackfathom Deeps, Gnomeregan, Sunken Temple, Scarlet Enclave) get ids of the stand-in's own
 * (from 92_000): their real Warcraft Logs ids are not known here. SoD's versions of the old raids reuse the
 * original raids' ids. Boss names of the Scarlet Enclave are NOT VERIFIED.
 */

interface StandInEncounter {
  id: number;
  name: string;
}

interface StandInZone {
  id: number;
  name: string;
  /** Default size and difficulty the stand-in reports when the query does not ask for one. */
  size: number;
  difficulty: number;
  encounters: StandInEncounter[];
}

const list = (pairs: Array<[number, string]>): StandInEncounter[] =>
  pairs.map(([id, name]) => ({ id, name }));

const moltenCore = list([
  [663, 'Lucifron'],
  [664, 'Magmadar'],
  [665, 'Gehennas'],
  [666, 'Garr'],
  [667, 'Shazzrah'],
  [668, 'Baron Geddon'],
  [669, 'Sulfuron Harbinger'],
  [670, 'Golemagg the Incinerator'],
  [671, 'Majordomo Executus'],
  [672, 'Ragnaros'],
]);
const onyxia = list([[1084, 'Onyxia']]);
const blackwingLair = list([
  [610, 'Razorgore the Untamed'],
  [611, 'Vaelastrasz the Corrupt'],
  [612, 'Broodlord Lashlayer'],
  [613, 'Firemaw'],
  [614, 'Ebonroc'],
  [615, 'Flamegor'],
  [616, 'Chromaggus'],
  [617, 'Nefarian'],
]);
const zulGurub = list([
  [784, 'High Priest Venoxis'],
  [785, 'High Priestess Jeklik'],
  [786, "High Priestess Mar'li"],
  [787, 'Bloodlord Mandokir'],
  [789, 'High Priest Thekal'],
  [791, 'High Priestess Arlokk'],
  [792, "Jin'do the Hexxer"],
  [793, 'Hakkar'],
]);
const ruinsOfAhnQiraj = list([
  [718, 'Kurinnaxx'],
  [719, 'General Rajaxx'],
  [720, 'Moam'],
  [721, 'Buru the Gorger'],
  [722, 'Ayamiss the Hunter'],
  [723, 'Ossirian the Unscarred'],
]);
const templeOfAhnQiraj = list([
  [709, 'The Prophet Skeram'],
  [710, 'Silithid Royalty'],
  [711, 'Battleguard Sartura'],
  [712, 'Fankriss the Unyielding'],
  [713, 'Viscidus'],
  [714, 'Princess Huhuran'],
  [715, 'Twin Emperors'],
  [716, 'Ouro'],
  [717, "C'Thun"],
]);
const naxxramas = list([
  [1107, "Anub'Rekhan"],
  [1110, 'Grand Widow Faerlina'],
  [1116, 'Maexxna'],
  [1117, 'Noth the Plaguebringer'],
  [1112, 'Heigan the Unclean'],
  [1115, 'Loatheb'],
  [1113, 'Instructor Razuvious'],
  [1109, 'Gothik the Harvester'],
  [1121, 'The Four Horsemen'],
  [1118, 'Patchwerk'],
  [1111, 'Grobbulus'],
  [1108, 'Gluth'],
  [1120, 'Thaddius'],
  [1119, 'Sapphiron'],
  [1114, "Kel'Thuzad"],
]);

const zones: StandInZone[] = [
  // Classic Era / Anniversary
  { id: 1000, name: 'Molten Core', size: 40, difficulty: 3, encounters: moltenCore },
  { id: 1001, name: "Onyxia's Lair", size: 40, difficulty: 3, encounters: onyxia },
  { id: 1034, name: 'Blackwing Lair', size: 40, difficulty: 3, encounters: blackwingLair },
  { id: 1003, name: "Zul'Gurub", size: 20, difficulty: 3, encounters: zulGurub },
  { id: 1004, name: "Ruins of Ahn'Qiraj", size: 20, difficulty: 3, encounters: ruinsOfAhnQiraj },
  { id: 1035, name: "Temple of Ahn'Qiraj", size: 40, difficulty: 3, encounters: templeOfAhnQiraj },
  { id: 1036, name: 'Naxxramas', size: 40, difficulty: 3, encounters: naxxramas },
  // Season of Discovery
  {
    id: 2007,
    name: 'Blackfathom Deeps',
    size: 10,
    difficulty: 3,
    encounters: list([
      [92_001, 'Baron Aquanis'],
      [92_002, 'Ghamoo-ra'],
      [92_003, 'Lady Sarevess'],
      [92_004, 'Gelihast'],
      [92_005, 'Lorgus Jett'],
      [92_006, 'Twilight Lord Kelris'],
      [92_007, 'Aku-mai'],
    ]),
  },
  {
    id: 2008,
    name: 'Gnomeregan',
    size: 10,
    difficulty: 3,
    encounters: list([
      [92_011, 'Grubbis'],
      [92_012, 'Viscous Fallout'],
      [92_013, 'Crowd Pummeler 9-60'],
      [92_014, 'Electrocutioner 6000'],
      [92_015, 'Mechanical Menagerie'],
      [92_016, 'Mekgineer Thermaplugg'],
    ]),
  },
  {
    id: 2009,
    name: 'Sunken Temple',
    size: 20,
    difficulty: 3,
    encounters: list([
      [92_021, "Atal'alarion"],
      [92_022, 'Festering Rotslime'],
      [92_023, "Atal'ai Defenders"],
      [92_024, 'Dreamscythe and Weaver'],
      [92_025, 'Avatar of Hakkar'],
      [92_026, "Jammal'an and Ogom"],
      [92_027, 'Morphaz and Hazzas'],
      [92_028, 'Shade of Eranikus'],
    ]),
  },
  { id: 2011, name: "Onyxia's Lair", size: 20, difficulty: 3, encounters: onyxia },
  { id: 2012, name: 'Molten Core', size: 20, difficulty: 3, encounters: moltenCore },
  { id: 2013, name: 'Blackwing Lair', size: 20, difficulty: 3, encounters: blackwingLair },
  { id: 2014, name: "Zul'Gurub", size: 20, difficulty: 3, encounters: zulGurub },
  { id: 2015, name: "Ruins of Ahn'Qiraj", size: 20, difficulty: 3, encounters: ruinsOfAhnQiraj },
  { id: 2016, name: "Temple of Ahn'Qiraj", size: 20, difficulty: 3, encounters: templeOfAhnQiraj },
  { id: 2017, name: 'Naxxramas', size: 20, difficulty: 3, encounters: naxxramas },
  {
    id: 2018,
    name: 'Scarlet Enclave',
    size: 20,
    difficulty: 3,
    encounters: list([
      [92_031, 'Balnazzar'],
      [92_032, 'Beatrix'],
      [92_033, 'Solistrasza'],
      [92_034, 'Mason the Echo'],
      [92_035, 'Reborn Council'],
      [92_036, 'Lillian Voss'],
      [92_037, 'Grand Crusader Caldoran'],
    ]),
  },
  // Wrath of the Lich King Classic
  {
    id: 1015,
    name: 'Naxxramas',
    size: 25,
    difficulty: 3,
    encounters: [
      ...naxxramas,
      ...list([
        [742, 'Sartharion'],
        [734, 'Malygos'],
      ]),
    ],
  },
  {
    id: 1016,
    name: 'Vault of Archavon',
    size: 25,
    difficulty: 3,
    encounters: list([
      [772, 'Archavon the Stone Watcher'],
      [774, 'Emalon the Storm Watcher'],
      [776, 'Koralon the Flame Watcher'],
      [885, 'Toravon the Ice Watcher'],
    ]),
  },
  {
    id: 1017,
    name: 'Ulduar',
    size: 25,
    difficulty: 3,
    encounters: list([
      [744, 'Flame Leviathan'],
      [745, 'Ignis the Furnace Master'],
      [746, 'Razorscale'],
      [747, 'XT-002 Deconstructor'],
      [748, 'Assembly of Iron'],
      [749, 'Kologarn'],
      [750, 'Auriaya'],
      [751, 'Hodir'],
      [752, 'Thorim'],
      [753, 'Freya'],
      [754, 'Mimiron'],
      [755, 'General Vezax'],
      [756, 'Yogg-Saron'],
      [757, 'Algalon the Observer'],
    ]),
  },
  {
    id: 1018,
    name: 'Trial of the Crusader',
    size: 25,
    difficulty: 3,
    encounters: list([
      [629, 'Northrend Beasts'],
      [633, 'Lord Jaraxxus'],
      [637, 'Faction Champions'],
      [641, "Val'kyr Twins"],
      [645, "Anub'arak"],
    ]),
  },
  { id: 1019, name: "Onyxia's Lair", size: 25, difficulty: 3, encounters: onyxia },
  {
    id: 1020,
    name: 'Icecrown Citadel',
    size: 25,
    difficulty: 3,
    encounters: list([
      [845, 'Lord Marrowgar'],
      [846, 'Lady Deathwhisper'],
      [847, 'Icecrown Gunship Battle'],
      [848, 'Deathbringer Saurfang'],
      [849, 'Festergut'],
      [850, 'Rotface'],
      [851, 'Professor Putricide'],
      [852, 'Blood Prince Council'],
      [853, "Blood-Queen Lana'thel"],
      [854, 'Valithria Dreamwalker'],
      [855, 'Sindragosa'],
      [856, 'The Lich King'],
    ]),
  },
  { id: 1021, name: 'The Ruby Sanctum', size: 25, difficulty: 3, encounters: list([[887, 'Halion']]) },
  // Cataclysm Classic
  {
    id: 1023,
    name: 'Blackwing Descent / The Bastion of Twilight / Throne of the Four Winds',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1027, 'Omnotron Defense System'],
      [1024, 'Magmaw'],
      [1022, 'Atramedes'],
      [1023, 'Chimaeron'],
      [1025, 'Maloriak'],
      [1026, "Nefarian's End"],
      [1030, 'Halfus Wyrmbreaker'],
      [1032, 'Theralion and Valiona'],
      [1028, 'Ascendant Council'],
      [1029, "Cho'gall"],
      [1035, 'Conclave of Wind'],
      [1034, "Al'Akir"],
    ]),
  },
  {
    id: 1027,
    name: 'Firelands',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1197, "Beth'tilac"],
      [1204, 'Lord Rhyolith'],
      [1206, 'Alysrazor'],
      [1205, 'Shannox'],
      [1200, 'Baleroc'],
      [1185, 'Majordomo Staghelm'],
      [1203, 'Ragnaros'],
    ]),
  },
  {
    id: 1033,
    name: 'Dragon Soul',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1292, 'Morchok'],
      [1294, "Warlord Zon'ozz"],
      [1295, "Yor'sahj the Unsleeping"],
      [1296, 'Hagara the Stormbinder'],
      [1297, 'Ultraxion'],
      [1298, 'Warmaster Blackhorn'],
      [1291, 'Spine of Deathwing'],
      [1299, 'Madness of Deathwing'],
    ]),
  },
  // Mists of Pandaria Classic
  {
    id: 1038,
    name: "Mogu'shan Vaults",
    size: 25,
    difficulty: 3,
    encounters: list([
      [1395, 'The Stone Guard'],
      [1390, 'Feng the Accursed'],
      [1434, "Gara'jal the Spiritbinder"],
      [1436, 'The Spirit Kings'],
      [1500, 'Elegon'],
      [1407, 'Will of the Emperor'],
    ]),
  },
  {
    id: 1040,
    name: 'Heart of Fear / Terrace of Endless Spring',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1507, "Imperial Vizier Zor'lok"],
      [1504, "Blade Lord Ta'yak"],
      [1463, 'Garalon'],
      [1498, "Wind Lord Mel'jarak"],
      [1499, "Amber-Shaper Un'sok"],
      [1501, "Grand Empress Shek'zeer"],
      [1409, 'Protectors of the Endless'],
      [1505, 'Tsulong'],
      [1506, 'Lei Shi'],
      [1431, 'Sha of Fear'],
    ]),
  },
  {
    id: 1046,
    name: 'Throne of Thunder',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1577, "Jin'rokh the Breaker"],
      [1575, 'Horridon'],
      [1570, 'Council of Elders'],
      [1565, 'Tortos'],
      [1578, 'Megaera'],
      [1573, 'Ji-Kun'],
      [1572, 'Durumu the Forgotten'],
      [1574, 'Primordius'],
      [1576, 'Dark Animus'],
      [1559, 'Iron Qon'],
      [1560, 'Twin Consorts'],
      [1579, 'Lei Shen'],
    ]),
  },
  {
    id: 1054,
    name: 'Siege of Orgrimmar',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1602, 'Immerseus'],
      [1598, 'The Fallen Protectors'],
      [1624, 'Norushen'],
      [1604, 'Sha of Pride'],
      [1622, 'Galakras'],
      [1600, 'Iron Juggernaut'],
      [1606, "Kor'kron Dark Shaman"],
      [1603, 'General Nazgrim'],
      [1595, 'Malkorok'],
      [1594, 'Spoils of Pandaria'],
      [1599, 'Thok the Bloodthirsty'],
      [1601, 'Siegecrafter Blackfuse'],
      [1593, 'Paragons of the Klaxxi'],
      [1623, 'Garrosh Hellscream'],
    ]),
  },
];

const standInZones: ReadonlyMap<number, StandInZone> = new Map(zones.map((zone) => [zone.id, zone]));
