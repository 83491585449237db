import type { ApiTokenScope } from '@raid/domain/schemas/apiTokens';

/**
 * The calls an API token may make (`METHOD /path`) and the scope each needs. Everything else answers 403: a
 * token acts for one community, so calls about its creator's own account (characters, sessions, settings,
 * tokens) stay with the creator's browser. The raid calls are held to the token's community by
 * communityScope.ts.
 */
export const tokenCalls: Readonly<Record<string, ApiTokenScope>> = {
  'GET /api/raids': 'read',
  // The catalogue (zones, realms, specs) the raids' ids refer to.
  'GET /api/gameData': 'read',
  'POST /api/refreshRaid': 'write',
};

/** Whether a token of `scope` may make the call: a write token may also read. */
export function tokenMayCall(scope: ApiTokenScope, method: string, url: string): boolean {
  const needed = tokenCalls[`${method} ${url}`];
  if (needed === undefined) return false;
  return needed === 'read' || scope === 'write';
}

/** The addresses tokens may call, whatever the method: the routes that count against the per-token limit. */
export const tokenCallUrls: ReadonlySet<string> = new Set(
  Object.keys(tokenCalls).map((call) => call.slice(call.indexOf(' ') + 1)),
);
