import { randomBytes } from 'node:crypto';
import { expansions } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { InitAnswer, User } from '@raid/domain/schemas/user';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { hashSessionToken } from '../../http/requestContext.js';
import type { DiscordGateway } from '../../integrations/discord/discordGateway.js';
import { presentUser } from '../users/presenter.js';
import { userCounts } from '../users/repository.js';

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export interface SessionDeps {
  db: Db;
  discord: DiscordGateway;
  baseUrl: string;
  now: () => Date;
}

/** Discord sends the browser back to the site's root with ?code=&state=; the web then calls /api/login. */
export function oauthRedirectUri(baseUrl: string): string {
  return `${baseUrl}/`;
}

export function newOauthState(): string {
  return randomBytes(18).toString('base64url');
}

export async function describeUser(db: Db, row: UserRow, expansion: ExpansionKey): Promise<User> {
  return presentUser(row, await userCounts(db, row.id, expansion));
}

export async function init(
  deps: SessionDeps,
  user: UserRow | null,
  expansion: ExpansionKey,
  state: string,
): Promise<InitAnswer> {
  return {
    oauthURL: deps.discord.authorizeUrl(state, oauthRedirectUri(deps.baseUrl)),
    user: user ? await describeUser(deps.db, user, expansion) : null,
    expansions,
    botInviteLink: deps.discord.botInviteLink(),
  };
}

/**
 * Completes the OAuth2 code flow: the `state` must be the one this browser was given; the code is exchanged,
 * the Discord profile stored, and a server-side session created. Answers the session token for the cookie.
 */
export async function login(
  deps: SessionDeps,
  input: { code: string; state: string; expectedState: string | null },
): Promise<{ token: string; user: UserRow }> {
  if (!input.expectedState || input.state !== input.expectedState) fail('forbidden');
  const redirectUri = oauthRedirectUri(deps.baseUrl);
  const tokens = await deps.discord.exchangeCode(input.code, redirectUri).catch(() => fail('forbidden'));
  const profile = await deps.discord.currentUser(tokens.accessToken);
  const now = deps.now();
  const profileColumns = {
    username: profile.username,
    global_name: profile.global_name,
    discriminator: profile.discriminator,
    avatar: profile.avatar,
    discord_access_token: tokens.accessToken,
    discord_refresh_token: tokens.refreshToken,
    discord_token_expires_at: tokens.expiresAt,
    updated_at: now,
  };
  const token = randomBytes(32).toString('base64url');
  const user = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({ id: profile.id, ...profileColumns })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(profileColumns))
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sessions')
      .values({
        id: hashSessionToken(token),
        user_id: row.id,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
      })
      .execute();
    return row;
  });
  return { token, user };
}

export async function logout(db: Db, sessionId: string | null): Promise<void> {
  if (sessionId) await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
