import { personalFeedPath } from '@raid/domain/rules/calendarLinks';
import type { CalendarFeedAnswer } from '@raid/domain/schemas/calendar';
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../appDeps.js';
import { botLanguage, type BotLanguage } from '../../discordBot/botTexts.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { presentRaid } from '../../presenters/raids.js';
import type { RaidView } from '../../data/raids.js';
import { hashFeedSecret, looksLikeFeedSecret, newFeedSecret } from './feedSecret.js';
import { feedTexts } from './feedTexts.js';
import { feedCalendar, type FeedRaid } from './presenter.js';
import {
  feedSecretOf,
  guildKnown,
  raidViewsOfGuild,
  raidViewsOfTeam,
  raidViewsOfUser,
  recordsOfUser,
  setFeedSecret,
  teamOfFeed,
  userByFeedHash,
  type FeedRecord,
} from '../../data/calendarFeeds.js';

type CalendarDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/**
 * Raids that started up to 30 days ago stay in the feeds: recent raids remain in the reader's calendar, and a
 * canceled raid is still there, marked CANCELLED, for clients that only remove an event when told.
 */
const FEED_PAST_MS = 30 * 86_400_000;
/** A bound on one answer: more raids than a calendar shows usefully. */
const FEED_MAX_EVENTS = 500;

export interface Feed {
  body: string;
  /** Strong: the same bytes always give the same tag (the feed carries no generation time). */
  etag: string;
}

function feedOf(body: string): Feed {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

function feedRaids(views: RaidView[], now: Date, records: FeedRecord[] = []): FeedRaid[] {
  return views.map((view) => {
    const own = records.filter((record) => record.raid_id === view.id);
    const changedAt = Math.max(
      view.updated_at.getTime(),
      ...own.map((record) => record.updated_at.getTime()),
    );
    return {
      raid: presentRaid(view, now),
      expansion: view.expansion,
      sequence: view.calendar_sequence,
      changedAt: new Date(changedAt),
    };
  });
}

/** The feed of the secret's owner: every raid they have a record in, with their characters' places. */
export async function personalFeed(deps: CalendarDeps, secret: string): Promise<Feed> {
  if (!looksLikeFeedSecret(secret)) fail('notFound');
  const owner = (await userByFeedHash(deps.db, hashFeedSecret(secret))) ?? fail('notFound');
  const now = deps.now();
  const views = await raidViewsOfUser(
    deps.db,
    owner.id,
    new Date(now.getTime() - FEED_PAST_MS),
    FEED_MAX_EVENTS,
  );
  const records = await recordsOfUser(
    deps.db,
    owner.id,
    views.map((view) => view.id),
  );
  const language = botLanguage(owner.language);
  return feedOf(
    feedCalendar(
      feedRaids(views, now, records),
      { baseUrl: deps.config.baseUrl, language, name: feedTexts[language].personalName },
      records,
    ),
  );
}

/** The public feed of a Discord server's raids. */
export async function guildFeed(deps: CalendarDeps, guildId: string, language: BotLanguage): Promise<Feed> {
  if (!/^\d{1,20}$/.test(guildId) || !(await guildKnown(deps.db, guildId))) fail('notFound');
  const now = deps.now();
  const views = await raidViewsOfGuild(
    deps.db,
    guildId,
    new Date(now.getTime() - FEED_PAST_MS),
    FEED_MAX_EVENTS,
  );
  const guildName = views.find((view) => view.guild_name)?.guild_name ?? guildId;
  return feedOf(
    feedCalendar(feedRaids(views, now), {
      baseUrl: deps.config.baseUrl,
      language,
      name: feedTexts[language].guildName(guildName),
    }),
  );
}

/** The public feed of a team's raids (issue 30): the community feed narrowed to the team. */
export async function teamFeed(deps: CalendarDeps, teamId: string, language: BotLanguage): Promise<Feed> {
  const id = /^\d{1,9}$/.test(teamId) ? Number(teamId) : 0;
  const team = (id > 0 ? await teamOfFeed(deps.db, id) : undefined) ?? fail('notFound');
  const now = deps.now();
  const views = await raidViewsOfTeam(deps.db, id, new Date(now.getTime() - FEED_PAST_MS), FEED_MAX_EVENTS);
  return feedOf(
    feedCalendar(feedRaids(views, now), {
      baseUrl: deps.config.baseUrl,
      language,
      name: feedTexts[language].teamName(team.guild_name ?? team.guild_id, team.name),
    }),
  );
}

function feedAnswer(deps: CalendarDeps, secret: string): CalendarFeedAnswer {
  return { url: new URL(personalFeedPath(secret), deps.config.baseUrl).toString() };
}

/** The user's feed address; the first ask makes the secret. */
export async function calendarFeed(deps: CalendarDeps, user: UserRow): Promise<CalendarFeedAnswer> {
  if (!user.calendar_secret) await setFeedSecret(deps.db, user.id, newFeedSecret(), true);
  const secret = (await feedSecretOf(deps.db, user.id)) ?? fail('notFound');
  return feedAnswer(deps, secret);
}

/** A new address; the old one answers 404 from now on. */
export async function regenerateCalendarFeed(deps: CalendarDeps, user: UserRow): Promise<CalendarFeedAnswer> {
  const fresh = newFeedSecret();
  await setFeedSecret(deps.db, user.id, fresh, false);
  return feedAnswer(deps, fresh.secret);
}
