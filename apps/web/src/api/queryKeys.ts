import type { QueryKey } from '@tanstack/react-query';
import type { AttendanceParams } from './attendance.js';
import { expansionScope } from './queryScope.js';
import type { RaidListQuery } from './raids.js';

/**
 * Every query key of the web, the one place each is spelled: the hooks read with them, their mutations refresh
 * or replace with them, and the live effects (app/live/) touch the same ones. Keys of one expansion's answers
 * start with the expansion (`scope`, the page's own unless a caller passes another); the account's and a
 * Discord server's answers are the same on every subdomain, so theirs do not. A key without its last parts
 * is the prefix that refreshes all of them.
 */
export const queryKeys = {
  init: (scope = expansionScope()) => ['init', scope] as const,
  gameData: (scope = expansionScope()) => ['gameData', scope] as const,

  /** Every loaded raid list: the active list's pages and each archive page. */
  raidLists: (scope = expansionScope()) => ['raids', scope] as const,
  raidList: (query: RaidListQuery, scope = expansionScope()) => ['raids', scope, query] as const,
  raid: (id: number, scope = expansionScope()) => ['raid', scope, id] as const,
  records: (raid: number, scope = expansionScope()) => ['records', scope, raid] as const,
  history: (raid: number, scope = expansionScope()) => ['history', scope, raid] as const,
  charInfo: (raid: number, char: number, spec: number, scope = expansionScope()) =>
    ['charInfo', scope, raid, char, spec] as const,
  unanswered: (raid: number, answers: number, scope = expansionScope()) =>
    ['unanswered', scope, raid, answers] as const,
  sitOuts: (raid: number, scope = expansionScope()) => ['sitOuts', scope, raid] as const,
  raidReport: (raid: number, scope = expansionScope()) => ['raidReport', scope, raid] as const,
  /** The ledger is the raid's, whichever subdomain shows it. */
  gdkp: (raid: number) => ['gdkp', raid] as const,

  /** The user's characters with the raids under them. */
  chars: (scope = expansionScope()) => ['chars', scope] as const,
  discordServers: (scope = expansionScope()) => ['discordServers', scope] as const,
  autoRaids: (scope = expansionScope()) => ['autoRaids', scope] as const,

  users: (scope = expansionScope()) => ['users', scope] as const,
  user: (id: string, scope = expansionScope()) => ['users', scope, id] as const,
  guilds: (scope = expansionScope()) => ['guilds', scope] as const,
  guild: (id: string, scope = expansionScope()) => ['guilds', scope, id] as const,
  allAttendance: (scope = expansionScope()) => ['attendance', scope] as const,
  attendance: (params: AttendanceParams, page: number, scope = expansionScope()) =>
    ['attendance', scope, params, page] as const,
  gdkpHistory: (subject: { user: string } | { guild: string }) => ['gdkpHistory', subject] as const,
  allTeams: () => ['teams'] as const,
  /** A community's teams, or (null) the user's own in every community. */
  teams: (guild: string | null) => ['teams', guild ?? 'own'] as const,

  allQuestions: (scope = expansionScope()) => ['questions', scope] as const,
  /** A Discord server's sign-up questions; with `raid`, the caller's answers to them for that raid. */
  questions: (server: string | undefined, raid?: number, scope = expansionScope()) =>
    raid === undefined
      ? (['questions', scope, server] as const)
      : (['questions', scope, server, raid] as const),
  idList: (kind: 'leaderRoles' | 'masterMessages', server: string, scope = expansionScope()) =>
    [kind, scope, server] as const,
  guildSettings: (server: string, scope = expansionScope()) => ['guildSettings', scope, server] as const,
  wclGuild: (server: string, scope = expansionScope()) => ['wclGuild', scope, server] as const,
  gdkpDefaults: (guild: string) => ['gdkpDefaults', guild] as const,
  apiTokens: (server: string) => ['apiTokens', server] as const,
  webhooks: (server: string) => ['webhooks', server] as const,
  webhookDeliveries: (server: string, id: number) => ['webhookDeliveries', server, id] as const,

  calendarFeed: () => ['calendarFeed'] as const,
  sessions: () => ['sessions'] as const,
};

/** Whether a key is an active list's (its loaded pages), not an archive page's. */
export function isActiveListKey(key: QueryKey): boolean {
  const query = key[2] as Partial<RaidListQuery> | undefined;
  return key[0] === 'raids' && query !== undefined && query.archive !== true;
}
