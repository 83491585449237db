import { errorMessage, type ErrorCode } from '@raid/domain/errors/catalogue';
import { owedCycleOccurrence, owedOccurrence } from '@raid/domain/rules/autoRaidCycle';
import { findZone } from '@raid/domain/rules/lockouts';
import type { SaveRaidPayload } from '@raid/domain/schemas/raid';
import type { AppDeps } from '../appDeps.js';
import type { UserRow } from '../db/schema.js';
import { templateTitles } from '../features/autoRaids/presenter.js';
import { markTemplateHandled, templatesWithAutoCreation, type AutoRaidRow } from '../data/autoRaids.js';
import { insertNewRaid } from '../features/raids/createRaid.js';
import { usesDiscordEvents, validateSave } from '../data/raidSave.js';
import { findUser } from '../data/users.js';
import { AppError } from '../http/appError.js';
import { botLanguage, botTexts, type BotLanguage } from '../discordBot/botTexts.js';
import { enqueueDirectMessages } from '../discordBot/outboxRepository.js';

/** Every minute: weekly templates create the raids they owe. */
export const AUTO_RAID_CREATION = 'auto-raid-creation';

/** The raid dialog's payload the template stands for, starting at `start`. */
function templatePayload(template: AutoRaidRow, start: Date): SaveRaidPayload {
  return {
    server: template.server,
    faction: template.faction,
    zone: template.zone,
    zone2: template.zone2,
    zone3: template.zone3,
    size: template.size,
    difficulty: template.difficulty,
    lootSystem: template.loot_system,
    byers: template.byers,
    comment: template.comment,
    requiredLogs: template.required_logs,
    requiredIlvl: template.required_ilvl,
    char: template.char_id,
    recordMode: template.record_mode,
    discordServer: template.discord_server,
    discordChannel: template.discord_channel,
    discordVoiceChannel: template.discord_voice_channel,
    everyone: template.everyone,
    private: template.private,
    team: template.team_id,
    date: start.toISOString(),
  };
}

/** Why creation was refused, in the leader's language. */
type Refusal = (language: BotLanguage) => string;

const startPassed: Refusal = (language) => botTexts[language].autoRaidReasons.startPassed;

function refusalOf(code: ErrorCode): Refusal {
  return code === 'noCharactersOnServer'
    ? (language) => botTexts[language].autoRaidReasons.characterNotLinked
    : (language) => errorMessage(code, language);
}

/** Creation failed for good: the leader hears why by direct message, once, and the week counts as handled. */
async function refuse(
  deps: Pick<AppDeps, 'db' | 'now'>,
  template: AutoRaidRow,
  leader: UserRow,
  start: Date,
  refusal: Refusal,
): Promise<void> {
  const language = botLanguage(leader.language);
  const content = botTexts[language].autoRaidFailed(
    templateTitles(template)[language],
    start,
    refusal(language),
  );
  await deps.db.transaction().execute(async (trx) => {
    if (await markTemplateHandled(trx, template.id, start)) {
      await enqueueDirectMessages(trx, [{ userId: leader.id, content }], deps.now());
    }
  });
}

/**
 * The raid a template owes for this week, made like one from the dialog (same rules, same insert, history
 * 'createRaid', raidCreated so the bot posts it and live clients see it). A rule that refuses it (the start
 * has passed, the leader character is no longer theirs, they no longer lead in that Discord server ...) is
 * final for the week and told to the leader; anything else (Discord or the database failing) is thrown, so
 * the job is retried. Two processes at once make one raid: the unique index on (auto_raid_id, date) lets one
 * through.
 */
async function settle(
  deps: AppDeps,
  template: AutoRaidRow,
  owed: { kind: 'create' | 'missed'; start: Date },
): Promise<void> {
  const leader = await findUser(deps.db, template.user_id);
  if (owed.kind === 'missed') return refuse(deps, template, leader, owed.start, startPassed);
  const expansion = template.expansion;
  try {
    const value = validateSave(expansion, templatePayload(template, owed.start), usesDiscordEvents(leader));
    // `{ exist }` is fine too: another process made this raid, or the leader made one at that start by hand.
    await insertNewRaid(deps, leader, expansion, value, template.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refuse(deps, template, leader, owed.start, refusalOf(error.code));
  }
  await markTemplateHandled(deps.db, template.id, owed.start);
}

/**
 * The creation job: every active template settles what it owes now (see owedOccurrence for when that is).
 * Idempotent, so a retry or a second process changes nothing; one template failing does not hold up the
 * others, and the job fails afterwards so pg-boss retries it.
 */
export async function createOwedRaids(deps: AppDeps): Promise<void> {
  const now = deps.now();
  const failures: unknown[] = [];
  for (const template of await templatesWithAutoCreation(deps.db)) {
    const weekly = { dayOfWeek: template.day_of_week, time: template.time };
    const cycle = findZone(template.expansion, template.zone)?.resetDays ?? 7;
    // A 3- or 5-day zone's template repeats on its reset cycle (issue 30), not at the weekly creation moment.
    const owed =
      cycle === 7
        ? owedOccurrence(
            { weekly, activeSince: template.active_since, lastCreatedFor: template.last_created_for },
            { dayOfWeek: template.create_day, hour: template.create_hour },
            now,
          )
        : owedCycleOccurrence({ weekly, lastCreatedFor: template.last_created_for }, cycle, now);
    if (owed) await settle(deps, template, owed).catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} weekly template(s) failed`);
}
