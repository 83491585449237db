import { randomBytes } from 'node:crypto';
import { expansions } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { SessionsAnswer } from '@raid/domain/schemas/session';
import type { InitAnswer } from '@raid/domain/schemas/user';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { DomainEvents } from '../../events/domainEvents.js';
import { fail } from '../../http/appError.js';
import { hashSessionToken } from '../../http/requestContext.js';
import type { DiscordGateway } from '../../integrations/discord/discordGateway.js';
import { isSiteAdmin } from '@raid/domain/rules/raidManagers';
import { describeUser } from '../../presenters/users.js';
import { saveUser } from '../../data/users.js';
import { presentSession } from './presenter.js';
import { deleteEndedSessions, deleteSessions, insertSession, liveSessions } from '../../data/sessions.js';
import { USER_AGENT_MAX } from './userAgent.js';

export interface SessionDeps {
  db: Db;
  discord: DiscordGateway;
  events: DomainEvents;
  baseUrl: string;
  now: () => Date;
  /** ADMIN_USER_ID: the site administrator, or null when there is none. */
  adminUserId: string | null;
}

/** Discord sends the browser back to the site's root with ?code=&state=; the web then calls /api/login. */
function oauthRedirectUri(baseUrl: string): string {
  return `${baseUrl}/`;
}

export function newOauthState(): string {
  return randomBytes(18).toString('base64url');
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
    siteAdmin: isSiteAdmin(user, deps.adminUserId),
  };
}

/**
 * Completes the OAuth2 code flow: the `state` must be the one this browser was given; the code is exchanged,
 * the Discord profile stored, and a server-side session created. Answers the session token for the cookie.
 */
export async function login(
  deps: SessionDeps,
  input: { code: string; state: string; expectedState: string | null; userAgent: string },
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
    const row = await saveUser(trx, profile.id, profileColumns);
    await deleteEndedSessions(trx, row.id, now);
    await insertSession(
      trx,
      { id: hashSessionToken(token), userId: row.id, userAgent: input.userAgent.slice(0, USER_AGENT_MAX) },
      now,
    );
    return row;
  });
  return { token, user };
}

/** The caller's live sessions for Settings, the one of this call marked `current`. */
export async function listSessions(
  deps: SessionDeps,
  user: UserRow,
  currentId: string | null,
): Promise<SessionsAnswer> {
  const rows = await liveSessions(deps.db, user.id, deps.now());
  return { sessions: rows.map((row) => presentSession(row, currentId)) };
}

/**
 * Ends sessions of the user: one, all but the current one, or all. Only the user's own are ever touched, so an id
 * of someone else's session ends nothing. Their open pages stop hearing the user's live events at once.
 */
export async function endSessions(
  deps: SessionDeps,
  userId: string,
  which: { only?: string; except?: string } = {},
): Promise<void> {
  const sessionIds = await deleteSessions(deps.db, userId, which);
  if (sessionIds.length > 0) deps.events.emit({ type: 'sessionsEnded', userId, sessionIds });
}

export async function logout(
  deps: SessionDeps,
  user: UserRow | null,
  sessionId: string | null,
): Promise<void> {
  if (user && sessionId) await endSessions(deps, user.id, { only: sessionId });
}
