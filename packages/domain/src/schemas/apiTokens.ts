import { z } from 'zod';
import { API_TOKEN_NAME_MAX } from '../rules/apiTokenLimits.js';
import { freeText, isoDateTime, rowId, snowflake } from './primitives.js';

/** `read` calls the reading calls; `write` may also create, edit and cancel raids (docs/decisions.md). */
const apiTokenScope = z.enum(['read', 'write']);
export type ApiTokenScope = z.infer<typeof apiTokenScope>;

/** One token as its server's managers see it: never its secret, which is shown once at creation. */
export const apiToken = z.object({
  id: rowId,
  name: z.string(),
  scope: apiTokenScope,
  createdBy: z.object({ id: snowflake, name: z.string() }),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** `GET /api/apiTokens?server=`. */
export const apiTokensQuery = z.object({ server: snowflake });

/** The server's tokens, the newest first. */
export const apiTokensAnswer = z.object({ tokens: z.array(apiToken) });
export type ApiTokensAnswer = z.infer<typeof apiTokensAnswer>;

/** `POST /api/createApiToken`. */
export const createApiTokenPayload = z.object({
  server: snowflake,
  name: freeText(API_TOKEN_NAME_MAX).refine((name) => name.trim().length > 0, 'must not be empty'),
  scope: apiTokenScope,
});
export type CreateApiTokenPayload = z.infer<typeof createApiTokenPayload>;

/** The new token and, this once, its secret: `rp_` and 43 base64url characters (256 random bits). */
export const createApiTokenAnswer = z.object({ token: apiToken, secret: z.string() });
export type CreateApiTokenAnswer = z.infer<typeof createApiTokenAnswer>;

/** `POST /api/revokeApiToken`. */
export const revokeApiTokenPayload = z.object({ server: snowflake, id: rowId });
