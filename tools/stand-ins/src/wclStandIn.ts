/**
 * A stand-in of the Warcraft Logs API v2 (https://www.warcraftlogs.com/v2-api-docs/warcraft/): the OAuth2
 * client-credentials token endpoint and the GraphQL client endpoint, with the part of the real schema the
 * server queries, executed by the `graphql` library against deterministic data.
 *
 * - `POST /oauth/token` (grant_type=client_credentials, HTTP Basic or form client_id/client_secret) →
 *   `{ token_type: 'Bearer', expires_in, access_token }`; wrong credentials 401 `invalid_client`.
 * - `POST /{site}/api/v2/client` for each Warcraft Logs site (www, classic, vanilla, fresh, sod: the real
 *   service's `https://{site}.warcraftlogs.com/api/v2/client`; one token serves them all) with
 *   `{ query, variables, operationName }` and `Authorization: Bearer <token>` (401 `{ error: 'Unauthenticated.' }`
 *   otherwise). When the hour's points are spent it answers 429 with a retry-after header, as the real API
 *   does. A document the real schema refuses gets the real error answer (wcl/graphqlRoute.ts).
 * - Known characters: every character of `demoWorld.ts` for every expansion (realm slug, region and site from
 *   the expansion's catalogue), plus `Unlinkedhero` (logs everywhere, owned by nobody) and `Nologs` (exists, no
 *   logs at all) and `Nogear` (logs, but `gameData` null: no item level) on each expansion's demo realm, each
 *   known only on its realm's site. Any other name, or a
 *   character asked of another site, resolves to `null`, like the real API.
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
 * - Reports (`reportData { report(code:) reports(guildID: | guildName: guildServerSlug: guildServerRegion:,
 *   startTime, endTime, zoneID, limit, page) }`): the demo guild's reports of `demoReports.ts`, each on its
 *   realm's site only; an unknown code answers null with the real "This report does not exist." error.
 * - `classID` is Warcraft Logs' class id (alphabetical: 1 Death Knight ... 11 Warrior), not Blizzard's.
 *
 * Test controls (not part of the real API): `GET/DELETE /__requests` (every request but `/__*`, in order),
 * `POST /__faults` `{ path: regexp source, status, retryAfter?, count? }` / `DELETE /__faults`, and
 * `GET/POST /__rateLimit` `{ limitPerHour?, pointsSpentThisHour? }`, `POST/DELETE /__delay` `{ ms }` (slow answers).
 *
 * The parts live in ./wcl/ (schema, resolvers, zone data, routes); this file composes them.
 */
import type { WclSite } from '@raid/domain/catalogue/types';
import Fastify from 'fastify';
import { demoReports } from './demoReports.js';
import { acceptFormBodies } from './formBodies.js';
import { registerGraphqlRoute } from './wcl/graphqlRoute.js';
import { registerResponseDelay } from './wcl/responseDelay.js';
import { buildKnownCharacters } from './wcl/knownCharacters.js';
import { createRootValue } from './wcl/resolvers.js';
import { createWclState, currentRate, type RecordedRequest } from './wcl/state.js';
import { recordRequestsAndFaults, registerControlRoutes } from './wcl/testControls.js';
import { registerTokenRoute } from './wcl/tokenRoute.js';

export {
  characterPerSite,
  WCL_NO_GEAR_CHARACTER,
  WCL_NO_LOGS_CHARACTER,
  WCL_UNLINKED_CHARACTER,
} from './wcl/knownCharacters.js';
export type { RecordedRequest };

interface WclStandInOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of issued tokens in seconds (the real API hands out tokens valid for about a year). */
  tokenLifetimeSeconds?: number;
  /** Points per hour (the real API's default for a client is 3600). */
  limitPerHour?: number;
}

export interface WclStandIn {
  url: string;
  tokenUrl: string;
  /** `<stand-in>/{site}/api/v2/client`, the shape of WCL_API_URL_TEMPLATE. */
  apiUrlTemplate: string;
  /** One site's GraphQL endpoint. */
  apiUrl(site: WclSite): string;
  clientId: string;
  clientSecret: string;
  requests(): RecordedRequest[];
  clearRequests(): void;
  close(): Promise<void>;
}

export async function startWclStandIn(options: WclStandInOptions = {}): Promise<WclStandIn> {
  const state = createWclState({
    clientId: options.clientId ?? 'wcl-stand-in-client',
    clientSecret: options.clientSecret ?? 'wcl-stand-in-secret',
    tokenLifetime: options.tokenLifetimeSeconds ?? 31_104_000,
    limitPerHour: options.limitPerHour ?? 3600,
  });
  const known = buildKnownCharacters();
  const reports = demoReports(new Date());
  const rootValueFor = (site: WclSite) => createRootValue(known, site, () => currentRate(state), reports);

  const app = Fastify({ logger: false });
  acceptFormBodies(app);
  recordRequestsAndFaults(app, state);
  registerTokenRoute(app, state);
  registerGraphqlRoute(app, state, rootValueFor);
  registerControlRoutes(app, state);
  registerResponseDelay(app);

  // Loopback only: it is the demo's, with well-known credentials, and answers made-up data as real.
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    tokenUrl: `${url}/oauth/token`,
    apiUrlTemplate: `${url}/{site}/api/v2/client`,
    apiUrl: (site) => `${url}/${site}/api/v2/client`,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    requests: () => state.recorded.map((r) => ({ ...r })),
    clearRequests: () => {
      state.recorded.length = 0;
    },
    close: () => app.close(),
  };
}
