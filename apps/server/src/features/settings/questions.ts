import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { lockGuild } from '../../data/guilds.js';
import { findRaidOfGuild } from '../../data/raids.js';
import { requireGuildManager } from '../../access/guildAccess.js';
import { guildQuestions, replaceGuildQuestions, type QuestionRow } from '../../data/questions.js';

type QuestionsDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

/**
 * A Discord server's sign-up questions; with a raid of that server, each with the caller's answer there (the
 * sign-up dialog pre-fills them when a sign-up is edited).
 */
export async function listQuestions(
  deps: QuestionsDeps,
  user: UserRow,
  query: { server: string; raid?: number | undefined },
): Promise<QuestionRow[]> {
  if (query.raid === undefined) return guildQuestions(deps.db, query.server);
  const raid = await findRaidOfGuild(deps.db, query.raid, query.server);
  if (!raid) fail('raidNotFound');
  return guildQuestions(deps.db, query.server, { raidId: raid.id, userId: user.id });
}

/** Replaces a server's questions (at most 5 of at most 45 characters, checked by the payload schema). */
export async function saveQuestions(
  deps: QuestionsDeps,
  user: UserRow,
  payload: { server: string; questions: string[] },
): Promise<QuestionRow[]> {
  const guild = await requireGuildManager(deps, user, payload.server);
  await deps.db.transaction().execute(async (trx) => {
    // Two managers saving at once: the second waits and its list wins whole, never a mix of both.
    await lockGuild(trx, guild.id);
    await replaceGuildQuestions(trx, guild.id, payload.questions);
  });
  return guildQuestions(deps.db, guild.id);
}
