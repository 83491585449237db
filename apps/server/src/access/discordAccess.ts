import type { AppDeps } from '../appDeps.js';
import type { UserRow } from '../db/schema.js';
import { DiscordOAuthError } from '../integrations/discord/discordUserFetch.js';
import { lockDiscordTokens, updateUser } from '../data/users.js';

type DiscordAccessDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

/** Refresh a little early, so a token does not expire between our check and Discord's. */
const EXPIRY_MARGIN_MS = 60_000;

const isFresh = (row: Pick<UserRow, 'discord_token_expires_at'>, now: Date) =>
  row.discord_token_expires_at !== null &&
  row.discord_token_expires_at.getTime() - EXPIRY_MARGIN_MS > now.getTime();

/** Discord refused the user's grant (revoked, expired or already used), as opposed to being unreachable. */
export function isRevokedGrant(error: unknown): boolean {
  return error instanceof DiscordOAuthError && (error.status === 400 || error.status === 401);
}

/**
 * The user's Discord access token from their login, refreshed and stored when it has expired. Null when there
 * is no usable grant (never stored, or Discord refused the refresh): the user has to log in again.
 *
 * Discord's refresh tokens are single-use, so the refresh runs under a lock on the user's row; a request that
 * waited on the lock finds the token another one just stored.
 */
export async function discordAccessToken(deps: DiscordAccessDeps, user: UserRow): Promise<string | null> {
  if (user.discord_access_token && isFresh(user, deps.now())) return user.discord_access_token;
  if (!user.discord_refresh_token) return null;
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockDiscordTokens(trx, user.id);
    if (row.discord_access_token && isFresh(row, deps.now())) return row.discord_access_token;
    if (!row.discord_refresh_token) return null;
    const tokens = await deps.discord.refreshTokens(row.discord_refresh_token).catch((error: unknown) => {
      if (isRevokedGrant(error)) return null;
      throw error;
    });
    if (!tokens) return null;
    await updateUser(trx, user.id, {
      discord_access_token: tokens.accessToken,
      discord_refresh_token: tokens.refreshToken,
      discord_token_expires_at: tokens.expiresAt,
      updated_at: deps.now(),
    });
    return tokens.accessToken;
  });
}
