import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { displayName } from '@raid/domain/rules/displayName';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export interface ApiTokenListRow {
  id: number;
  name: string;
  scope: 'read' | 'write';
  created_by: string;
  creator_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const listColumns = [
  'api_tokens.id',
  'api_tokens.name',
  'api_tokens.scope',
  'api_tokens.created_by',
  'api_tokens.created_at',
  'api_tokens.last_used_at',
] as const;

/** A server's tokens, newest first, with their creators' names. */
export async function listGuildTokens(db: Executor, guildId: string): Promise<ApiTokenListRow[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.created_by')
    .select(listColumns)
    .select(['users.global_name', 'users.username', 'users.discriminator'])
    .where('api_tokens.guild_id', '=', guildId)
    .orderBy('api_tokens.created_at', 'desc')
    .orderBy('api_tokens.id', 'desc')
    .execute();
  return rows.map(({ global_name, username, discriminator, ...row }) => ({
    ...row,
    creator_name: displayName({ global_name, username, discriminator }),
  }));
}

export async function countGuildTokens(db: Executor, guildId: string): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('guild_id', '=', guildId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertToken(
  db: Executor,
  token: { guildId: string; name: string; scope: 'read' | 'write'; hash: string; createdBy: string },
): Promise<{ id: number; created_at: Date }> {
  return db
    .insertInto('api_tokens')
    .values({
      guild_id: token.guildId,
      name: token.name,
      scope: token.scope,
      token_hash: token.hash,
      created_by: token.createdBy,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes the token if it is the server's; another server's id deletes nothing. */
export async function deleteGuildToken(db: Executor, guildId: string, id: number): Promise<void> {
  await db.deleteFrom('api_tokens').where('id', '=', id).where('guild_id', '=', guildId).execute();
}

export interface TokenCaller {
  token: { id: number; guildId: string; scope: 'read' | 'write'; lastUsedAt: Date | null };
  user: UserRow;
}

/** The token of a secret's hash and the user it acts as (its creator): the one lookup of every bearer call. */
export async function findTokenByHash(db: Executor, hash: string): Promise<TokenCaller | null> {
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.created_by')
    .selectAll('users')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.guild_id as token_guild_id',
      'api_tokens.scope as token_scope',
      'api_tokens.last_used_at as token_last_used_at',
    ])
    .where('api_tokens.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return null;
  const { token_id, token_guild_id, token_scope, token_last_used_at, ...user } = row;
  return {
    token: { id: token_id, guildId: token_guild_id, scope: token_scope, lastUsedAt: token_last_used_at },
    user,
  };
}

/** Records a use when the last one written is older than `staleBefore`; of parallel calls one writes. */
export async function touchToken(db: Executor, id: number, now: Date, staleBefore: Date): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', staleBefore)]))
    .execute();
}

/** The Discord server of a raid in the expansion; undefined for no such raid. */
export async function raidGuild(
  db: Executor,
  expansion: ExpansionKey,
  raidId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('raids')
    .select('discord_server')
    .where('id', '=', raidId)
    .where('expansion', '=', expansion)
    .executeTakeFirst();
  return row?.discord_server;
}
