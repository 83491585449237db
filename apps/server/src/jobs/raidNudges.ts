import { dueNudge, NUDGE_MINUTES_MAX } from '@raid/domain/rules/nudges';
import type { AppDeps } from '../appDeps.js';
import { botLanguage, botTexts } from '../discordBot/botTexts.js';
import { enqueueDirectMessages } from '../discordBot/outboxRepository.js';
import { raidTitle } from '../discordBot/raidAnnouncement.js';
import { raidAddress } from '../discordBot/raidSync.js';
import { expectedMembers } from './expectedMembers.js';
import { answeredUsers, claimNudges, raidsInNudgeTime } from '../data/nudges.js';
import { presentRaid } from '../presenters/raids.js';
import { findRaidView, lockRaid } from '../data/raids.js';
import { findUsers } from '../data/users.js';

/** Every minute: the nudges that have come due (free, unlike reminders). */
export const RAID_NUDGE_SWEEP = 'raid-nudge-sweep';

type NudgeDeps = Pick<AppDeps, 'db' | 'discord' | 'config' | 'now'>;

const MINUTE_MS = 60_000;

/**
 * Nudges (issue 16): members of a Discord server's expected roles who have neither signed up nor marked Absence
 * in a raid get a direct message at each lead the server chose, in their language, with the raid's link. The
 * raid's row lock orders this with sign-ups (a player who answers first is not nudged), and raid_nudges keeps
 * each (raid, member, lead) to one message across reruns and processes. Answers how many were nudged.
 */
export async function sendDueNudges(deps: NudgeDeps): Promise<number> {
  const now = deps.now();
  const raids = await raidsInNudgeTime(deps.db, now, new Date(now.getTime() + NUDGE_MINUTES_MAX * MINUTE_MS));
  let nudged = 0;
  for (const row of raids) {
    const lead = dueNudge(row.date, row.nudge_minutes, now);
    if (lead === null) continue;
    const expected = await expectedMembers(deps, row);
    if (expected.length === 0) continue;
    const view = await findRaidView(deps.db, row.expansion, row.id);
    if (!view) continue;
    const raid = presentRaid(view, now);
    const url = raidAddress(deps.config.baseUrl, row.expansion, row.id);
    const languages = new Map(
      (
        await findUsers(
          deps.db,
          expected.map((member) => member.userId),
        )
      ).map((user) => [user.id, botLanguage(user.language)]),
    );
    nudged += await deps.db.transaction().execute(async (trx) => {
      const locked = await lockRaid(trx, row.expansion, row.id);
      if (!locked || locked.canceled || locked.date.getTime() !== row.date.getTime()) return 0;
      const answered = await answeredUsers(trx, row.id);
      const waiting = expected
        .filter((member) => !answered.has(member.userId))
        .map((member) => member.userId);
      const claimed = await claimNudges(trx, row.id, waiting, lead);
      await enqueueDirectMessages(
        trx,
        claimed.map((userId) => {
          const language = languages.get(userId) ?? 'en';
          return { userId, content: botTexts[language].nudge(raidTitle(raid, language), row.date, url) };
        }),
        now,
      );
      return claimed.length;
    });
  }
  return nudged;
}
