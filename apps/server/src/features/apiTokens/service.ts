import { MAX_API_TOKENS_PER_GUILD } from '@raid/domain/rules/apiTokenLimits';
import { displayName } from '@raid/domain/rules/displayName';
import type {
  ApiTokensAnswer,
  CreateApiTokenAnswer,
  CreateApiTokenPayload,
} from '@raid/domain/schemas/apiTokens';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { requireGuildManager } from '../../access/guildAccess.js';
import { presentApiToken } from './presenter.js';
import { countGuildTokens, deleteGuildToken, insertToken, listGuildTokens } from '../../data/apiTokens.js';
import { lockGuild } from '../../data/guilds.js';
import { hashTokenSecret, newTokenSecret } from './secret.js';

type TokenDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

/** The server's tokens, for its managers only (the check its other settings use). */
export async function listApiTokens(
  deps: TokenDeps,
  user: UserRow,
  server: string,
): Promise<ApiTokensAnswer> {
  await requireGuildManager(deps, user, server);
  return { tokens: (await listGuildTokens(deps.db, server)).map(presentApiToken) };
}

/** A new token of the server; its secret is in this answer only, the table keeps its hash. */
export async function createApiToken(
  deps: TokenDeps,
  user: UserRow,
  payload: CreateApiTokenPayload,
): Promise<CreateApiTokenAnswer> {
  await requireGuildManager(deps, user, payload.server);
  const secret = newTokenSecret();
  const name = payload.name.trim();
  const row = await deps.db.transaction().execute(async (trx) => {
    // The count and the insert take turns per server, so parallel creations cannot pass the cap.
    await lockGuild(trx, payload.server);
    if ((await countGuildTokens(trx, payload.server)) >= MAX_API_TOKENS_PER_GUILD) fail('tooManyApiTokens');
    const { scope, server: guildId } = payload;
    return insertToken(trx, { guildId, name, scope, hash: hashTokenSecret(secret), createdBy: user.id });
  });
  const token = presentApiToken({
    ...row,
    name,
    scope: payload.scope,
    created_by: user.id,
    creator_name: displayName(user),
    last_used_at: null,
  });
  return { token, secret };
}

/** Revoking answers success for a token already gone or another server's id, which it leaves alone. */
export async function revokeApiToken(
  deps: TokenDeps,
  user: UserRow,
  payload: { server: string; id: number },
): Promise<{ success: true }> {
  await requireGuildManager(deps, user, payload.server);
  await deleteGuildToken(deps.db, payload.server, payload.id);
  return { success: true };
}
