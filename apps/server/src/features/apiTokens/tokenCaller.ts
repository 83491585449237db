import type { Db } from '../../db/database.js';
import { fail } from '../../http/appError.js';
import { findTokenByHash, touchToken, type TokenCaller } from '../../data/apiTokens.js';
import { hashTokenSecret, looksLikeTokenSecret } from './secret.js';

type ApiTokenCaller = TokenCaller['token'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token of a bearer call, null for a browser's (cookie) call. */
    apiToken: ApiTokenCaller | null;
  }
}

// "Last used" is shown to the day in Settings: a write a minute at most keeps a busy script from writing per call.
const TOUCH_INTERVAL_MS = 60_000;

/** The secret of an `Authorization: Bearer <secret>` header (scheme case-insensitive), else null. */
export function bearerSecret(header: string | undefined): string | null {
  const match = header?.match(/^Bearer[ \t]+(\S+)[ \t]*$/i);
  return match?.[1] ?? null;
}

/** The token and the user it acts as, or 401 `invalidApiToken` for an unknown or revoked token. */
export async function authenticateBearer(db: Db, secret: string, now: Date): Promise<TokenCaller> {
  if (!looksLikeTokenSecret(secret)) fail('invalidApiToken');
  const caller = (await findTokenByHash(db, hashTokenSecret(secret))) ?? fail('invalidApiToken');
  const { lastUsedAt, id } = caller.token;
  const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
  if (lastUsedAt === null || lastUsedAt <= staleBefore) await touchToken(db, id, now, staleBefore);
  return caller;
}
