import type { Db } from '../db/database.js';

export interface StoredInvite {
  code: string;
  channel_id: string;
  expires_at: Date;
  checked_at: Date;
}

export function storedInvite(db: Db, guildId: string): Promise<StoredInvite | undefined> {
  return db
    .selectFrom('guild_invites')
    .select(['code', 'channel_id', 'expires_at', 'checked_at'])
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
}

/** Two visitors may create one at the same moment: the later one's invite is kept, both work. */
export async function storeInvite(db: Db, guildId: string, invite: StoredInvite): Promise<void> {
  await db
    .insertInto('guild_invites')
    .values({ guild_id: guildId, ...invite })
    .onConflict((conflict) => conflict.column('guild_id').doUpdateSet(invite))
    .execute();
}

export async function markInviteChecked(db: Db, guildId: string, code: string, at: Date): Promise<void> {
  await db
    .updateTable('guild_invites')
    .set({ checked_at: at })
    .where('guild_id', '=', guildId)
    .where('code', '=', code)
    .execute();
}
