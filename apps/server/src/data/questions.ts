import { sql, type Transaction } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/schema.js';

export interface QuestionRow {
  id: number;
  question: string;
  answer: string | null;
}

/**
 * A Discord server's sign-up questions in their order; with `answersOf`, each with that user's answer in that
 * raid (records.answers maps question id to answer; of several characters signed up, the latest answer wins).
 */
export function guildQuestions(
  db: Executor,
  guildId: string,
  answersOf?: { raidId: number; userId: string },
): Promise<QuestionRow[]> {
  return guildQuestionsQuery(db, guildId, answersOf).execute();
}

/** The query of guildQuestions, for sending it with other reads (statementsTogether.ts). */
export function guildQuestionsQuery(
  db: Executor,
  guildId: string,
  answersOf?: { raidId: number; userId: string },
) {
  const answer = answersOf
    ? sql<string | null>`(
        SELECT r.answers ->> q.id::text FROM records r
        WHERE r.raid_id = ${answersOf.raidId} AND r.user_id = ${answersOf.userId} AND r.answers ? q.id::text
        ORDER BY r.updated_at DESC, r.id DESC LIMIT 1)`
    : sql<string | null>`NULL::text`;
  return db
    .selectFrom('questions as q')
    .select(['q.id', 'q.text as question', answer.as('answer')])
    .where('q.guild_id', '=', guildId)
    .orderBy('q.position');
}

/**
 * Replaces the whole list. A question whose text is kept keeps its id, so the answers players gave to it stay
 * attached; positions are rewritten from scratch, which the (guild, position) unique key only allows after
 * the old rows are gone.
 */
export async function replaceGuildQuestions(
  trx: Transaction<Database>,
  guildId: string,
  texts: readonly string[],
): Promise<void> {
  const previous = await trx
    .deleteFrom('questions')
    .where('guild_id', '=', guildId)
    .returning(['id', 'text'])
    .execute();
  if (texts.length === 0) return;
  const unused = [...previous];
  const rows = texts.map((text, position) => {
    const kept = unused.findIndex((row) => row.text === text);
    const id = kept >= 0 ? unused.splice(kept, 1)[0]?.id : undefined;
    return { ...(id !== undefined && { id }), guild_id: guildId, position, text };
  });
  await trx.insertInto('questions').values(rows).execute();
}
