import type { FastifyRequest } from 'fastify';
import { demoUsers } from '../demoWorld.js';
import type { DemoUser } from '../demoWorld.js';
import { unauthorized } from './httpErrors.js';
import type { DiscordState } from './state.js';

type Caller = { kind: 'bot' } | { kind: 'user'; user: DemoUser; scopes: string[] };

/** Who is calling: the bot by its token, a user by an unexpired OAuth2 access token, or nobody. */
function callerOf(state: DiscordState, request: FastifyRequest): Caller | null {
  const header = request.headers.authorization ?? '';
  const [scheme, token] = header.split(' ', 2);
  if (!token) return null;
  if (scheme === 'Bot') return token === state.botToken ? { kind: 'bot' } : null;
  if (scheme === 'Bearer') {
    const entry = state.accessTokens.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      state.accessTokens.delete(token);
      return null;
    }
    const user = demoUsers.find((u) => u.id === entry.userId);
    return user ? { kind: 'user', user, scopes: entry.scopes } : null;
  }
  return null;
}

export function requireBot(state: DiscordState, request: FastifyRequest): void {
  if (callerOf(state, request)?.kind !== 'bot') throw unauthorized();
}

/** The bot, or a user whose token was granted `scope`. */
export function requireCaller(state: DiscordState, request: FastifyRequest, scope: string): Caller {
  const who = callerOf(state, request);
  if (!who) throw unauthorized();
  if (who.kind === 'user' && !who.scopes.includes(scope)) throw unauthorized();
  return who;
}
