/**
 * The doctor's Warcraft Logs half: the client-credentials token (https://www.warcraftlogs.com/api/docs), one
 * character look-up on each site the catalogue's realms are logged on, each at its own API
 * (WCL_API_URL_TEMPLATE), and the points left this hour from `rateLimitData`.
 */
import type { WclSite } from '@raid/domain/catalogue/types';
import { wclApiUrl } from '../../integrations/wcl/wclClient.js';
import { failureOf, ok, problem, type Check } from './check.js';

/** A character Warcraft Logs should know on `site`: the look-up proves that site's API answers it. */
export interface ProbeCharacter {
  name: string;
  serverSlug: string;
  serverRegion: string;
}

export interface WclDoctorOptions {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  apiUrlTemplate: string;
  /** Every site to check, with the character to look up there (null: none known, the site is only asked its points). */
  sites: ReadonlyArray<{ site: WclSite; character: ProbeCharacter | null }>;
  fetch?: typeof fetch;
}

/** Fewer points left than this and the app pauses sign-up checks (WclClient's reservePoints default). */
const RESERVE_POINTS = 30;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const RATE_LIMIT = 'rateLimitData { limitPerHour pointsSpentThisHour pointsResetIn }';
const LOOK_UP =
  'query Doctor($name: String!, $slug: String!, $region: String!) {\n' +
  '  characterData { character(name: $name, serverSlug: $slug, serverRegion: $region) { name server { name } } }\n' +
  `  ${RATE_LIMIT}\n}`;

async function token(options: WclDoctorOptions, fetcher: typeof fetch): Promise<Check & { token?: string }> {
  const basic = Buffer.from(
    `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
  ).toString('base64');
  try {
    const response = await fetcher(options.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(10_000),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok || !isRecord(body) || typeof body.access_token !== 'string') {
      return problem(
        `Warcraft Logs token: ${options.tokenUrl} refused the client credentials (HTTP ${response.status}); ` +
          'check WCL_CLIENT_ID and WCL_CLIENT_SECRET (https://www.warcraftlogs.com/api/clients).',
      );
    }
    const days = typeof body.expires_in === 'number' ? Math.floor(body.expires_in / 86_400) : null;
    return {
      ...ok(
        `Warcraft Logs token: issued by ${options.tokenUrl}${days === null ? '' : `, valid ${days} days`}`,
      ),
      token: body.access_token,
    };
  } catch (error) {
    return problem(
      `Warcraft Logs token: cannot reach ${options.tokenUrl} (${failureOf(error)}); check WCL_TOKEN_URL.`,
    );
  }
}

export async function wclChecks(options: WclDoctorOptions): Promise<Check[]> {
  const fetcher = options.fetch ?? globalThis.fetch;
  const issued = await token(options, fetcher);
  const checks: Check[] = [{ ok: issued.ok, text: issued.text }];
  if (!issued.token) return checks;
  let points: Record<string, unknown> | null = null;
  for (const { site, character } of options.sites) {
    const url = wclApiUrl(options.apiUrlTemplate, site);
    const label = `Warcraft Logs ${site} (${url})`;
    try {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${issued.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(
          character
            ? {
                query: LOOK_UP,
                variables: {
                  name: character.name,
                  slug: character.serverSlug,
                  region: character.serverRegion,
                },
              }
            : { query: `query Doctor { ${RATE_LIMIT} }` },
        ),
        signal: AbortSignal.timeout(10_000),
      });
      const body: unknown = await response.json().catch(() => null);
      const data = isRecord(body) && isRecord(body.data) ? body.data : null;
      const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
      if (!response.ok || !data || errors.length > 0) {
        const why = errors.map((e) => (isRecord(e) ? String(e.message) : String(e))).join('; ');
        checks.push(
          problem(`${label}: HTTP ${response.status}${why ? ` (${why})` : ''}; check WCL_API_URL_TEMPLATE.`),
        );
        continue;
      }
      if (isRecord(data.rateLimitData)) points = data.rateLimitData;
      if (!character) {
        checks.push(ok(`${label}: answers (no character of its realms registered here to look up)`));
        continue;
      }
      const found = isRecord(data.characterData) ? data.characterData.character : null;
      const who = `${character.name} of ${character.serverSlug} (${character.serverRegion})`;
      checks.push(
        isRecord(found)
          ? ok(`${label}: found ${who}`)
          : problem(
              `${label}: does not know ${who}; check that WCL_API_URL_TEMPLATE sends ${site} realms to ${site}'s API.`,
            ),
      );
    } catch (error) {
      checks.push(problem(`${label}: cannot reach it (${failureOf(error)}); check WCL_API_URL_TEMPLATE.`));
    }
  }
  if (points) checks.push(pointsCheck(points));
  return checks;
}

function pointsCheck(points: Record<string, unknown>): Check {
  const limit = Number(points.limitPerHour);
  const spent = Number(points.pointsSpentThisHour);
  const minutes = Math.ceil(Number(points.pointsResetIn) / 60);
  const left = Math.floor(limit - spent);
  const figures = `${left} of ${limit} points left this hour, renewed in ${minutes} min`;
  return left >= RESERVE_POINTS
    ? ok(`Warcraft Logs points: ${figures}`)
    : problem(
        `Warcraft Logs points: ${figures}; sign-up checks wait until then (or ask Warcraft Logs for more).`,
      );
}
