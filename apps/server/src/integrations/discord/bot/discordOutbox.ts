import { sql } from 'kysely';
import type { Executor } from '../../../features/records/repository.js';

export type RaidSyncKind = 'raidMessage' | 'raidEvent';

/**
 * Asks for the raid's post (and / or scheduled event) to be brought up to date after `delayMs`. A sync already
 * waiting keeps its earlier time, so a burst of changes becomes one edit; a sync already running is repeated,
 * because its `version` no longer matches when it finishes.
 */
export async function requestRaidSync(
  db: Executor,
  raidIds: readonly number[],
  kinds: readonly RaidSyncKind[],
  notBefore: Date,
): Promise<void> {
  const rows = raidIds.flatMap((raidId) =>
    kinds.map((kind) => ({ kind, raid_id: raidId, not_before: notBefore })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('discord_outbox')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'raid_id'])
        .where('kind', 'in', ['raidMessage', 'raidEvent'])
        .doUpdateSet({
          version: sql`discord_outbox.version + 1`,
          not_before: sql`least(discord_outbox.not_before, excluded.not_before)`,
        }),
    )
    .execute();
}

export async function enqueueDirectMessages(
  db: Executor,
  messages: ReadonlyArray<{ userId: string; content: string }>,
  notBefore: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('discord_outbox')
    .values(
      messages.map((message) => ({
        kind: 'directMessage' as const,
        user_id: message.userId,
        content: message.content,
        not_before: notBefore,
      })),
    )
    .execute();
}
