/**
 * Attendance from Warcraft Logs (issue 30, part 5): reading a report's address, telling who of a raid took part
 * by the report, and what each player's attendance becomes once the leader confirms it. The server and the web
 * use the same rules.
 *
 * Who took part: the actors of type "Player" in the report's master data whose id is among the
 * `friendlyPlayers` of at least one of its fights (trash included): the API documents `friendlyPlayers` as
 * "the IDs of all players involved in a fight", to be looked up in the master data's actors table. An actor
 * listed in the master data but in no fight (someone who zoned in and left) did not take part.
 */
import type { WclSite } from '../catalogue/types.js';
import { wclSites } from '../catalogue/wclRankings.js';
import type { AttendanceOutcome } from './attendance.js';

/** A report code as Warcraft Logs makes them: 16 letters and digits (`/reports/<code>`). */
export const REPORT_CODE_PATTERN = /^[A-Za-z0-9]{16}$/;

/** The longest address the paste field takes; a report address with a fight and a query is far shorter. */
export const REPORT_ADDRESS_MAX = 300;

export interface ReportReference {
  code: string;
  /** The site the address names; null for a bare code (the raid's own site is meant). */
  site: WclSite | null;
}

/**
 * A pasted report: a bare code, or `https://<site>.warcraftlogs.com/reports/<code>` (scheme optional, `www.` or
 * no subdomain for the retail site) with anything after the code's path (`/`, `#fight=3&type=damage-done`,
 * `?fight=last`). Null for anything else, another host included.
 */
export function parseReportAddress(input: string): ReportReference | null {
  const text = input.trim();
  if (REPORT_CODE_PATTERN.test(text)) return { code: text, site: null };
  if (text.length > REPORT_ADDRESS_MAX) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const subdomain = host === 'warcraftlogs.com' ? 'www' : host.match(/^([a-z]+)\.warcraftlogs\.com$/)?.[1];
  const site = wclSites.find((candidate) => candidate === subdomain);
  if (!site) return null;
  const code = url.pathname.match(/^\/reports\/([A-Za-z0-9]+)\/?$/)?.[1];
  if (!code || !REPORT_CODE_PATTERN.test(code)) return null;
  return { code, site };
}

/** The report's address on its site, as the raid page links it. */
export const reportUrl = (site: WclSite, code: string): string =>
  `https://${site}.warcraftlogs.com/reports/${code}`;

export interface ReportActor {
  id: number;
  name: string;
  /** The realm's normalized name as Warcraft Logs gives it (`server` of ReportActor), null when unknown. */
  server: string | null;
  type: string;
}

export interface ReportFight {
  friendlyPlayers: readonly number[] | null;
}

/** The players who took part: Player actors that are among some fight's `friendlyPlayers`. */
export function reportParticipants(
  actors: readonly ReportActor[],
  fights: readonly ReportFight[],
): ReportActor[] {
  const inFights = new Set(fights.flatMap((fight) => fight.friendlyPlayers ?? []));
  return actors.filter((actor) => actor.type === 'Player' && inFights.has(actor.id));
}

/**
 * A realm name compared without case, spaces, apostrophes or hyphens: Warcraft Logs gives actors the normalized
 * name ("ZulJin"), the catalogue the one players see ("Zul'Jin") and its slug ("zuljin").
 */
export const realmKey = (name: string): string => name.toLocaleLowerCase('en').replace(/[\s'’-]/g, '');

const characterKey = (name: string, realmKeys: readonly string[]) =>
  realmKeys.map((realm) => `${name.toLocaleLowerCase('ru')}|${realm}`);

/** A character of ours: its name and the realm's name and slug. */
export interface KnownCharacter {
  charId: number;
  userId: string;
  name: string;
  realmName: string;
  realmSlug: string;
}

/** A record of the raid (suspended ones excluded): slot 0 is the sign-up list. */
export interface RaidRecordForReport extends KnownCharacter {
  slot: number;
}

export const REPORT_MATCH_KINDS = [
  'rosterPresent',
  'rosterAbsent',
  'presentUnsigned',
  'benchPresent',
  'unmatched',
] as const;
export type ReportMatchKind = (typeof REPORT_MATCH_KINDS)[number];

export interface ReportMatchRow {
  kind: ReportMatchKind;
  /** The character's name as we have it, or the actor's when unmatched. */
  name: string;
  /** The actor's realm, or ours for a rostered character the report does not have. */
  realm: string | null;
  charId: number | null;
  userId: string | null;
}

/**
 * Each character of the raid and each participant, in one of five kinds: in the roster and present, in the
 * roster and absent, present without a sign-up (a character of ours by name and realm), signed up but left on
 * the sign-up list and present (the bench that played), and participants we cannot name (no character of ours
 * has that name on that realm: unknown, or renamed since). Sign-ups left on the list who were not there are
 * left out: the report says nothing new about them. Rows keep the roster's order, then the report's.
 */
export function matchReport(
  participants: readonly ReportActor[],
  records: readonly RaidRecordForReport[],
  known: readonly KnownCharacter[],
): ReportMatchRow[] {
  const keysOf = (character: KnownCharacter) =>
    characterKey(character.name, [realmKey(character.realmName), realmKey(character.realmSlug)]);
  const present = new Set<string>();
  const participantKey = new Map<ReportActor, string[]>();
  for (const actor of participants) {
    // An actor without a realm can only be someone on the raid's realm; matched by name on ours.
    const realms = actor.server
      ? [realmKey(actor.server)]
      : [...new Set(records.map((r) => realmKey(r.realmName)))];
    const keys = characterKey(actor.name, realms);
    participantKey.set(actor, keys);
    for (const key of keys) present.add(key);
  }
  const isPresent = (character: KnownCharacter) => keysOf(character).some((key) => present.has(key));
  const rows: ReportMatchRow[] = [];
  const claimed = new Set<string>();
  const row = (kind: ReportMatchKind, character: KnownCharacter): ReportMatchRow => ({
    kind,
    name: character.name,
    realm: character.realmName,
    charId: character.charId,
    userId: character.userId,
  });
  const ordered = [...records].sort(
    (a, b) => (a.slot === 0 ? 1 : 0) - (b.slot === 0 ? 1 : 0) || a.slot - b.slot,
  );
  for (const record of ordered) {
    const here = isPresent(record);
    if (here) for (const key of keysOf(record)) claimed.add(key);
    if (record.slot > 0) rows.push(row(here ? 'rosterPresent' : 'rosterAbsent', record));
    else if (here) rows.push(row('benchPresent', record));
  }
  const knownByKey = new Map<string, KnownCharacter>();
  for (const character of known) for (const key of keysOf(character)) knownByKey.set(key, character);
  for (const actor of participants) {
    const keys = participantKey.get(actor) ?? [];
    if (keys.some((key) => claimed.has(key))) continue;
    const character = keys.map((key) => knownByKey.get(key)).find((found) => found !== undefined);
    for (const key of keys) claimed.add(key);
    if (character) rows.push(row('presentUnsigned', character));
    else rows.push({ kind: 'unmatched', name: actor.name, realm: actor.server, charId: null, userId: null });
  }
  return rows;
}

/** One player's attendance as the confirmed report says. */
export interface ReportOutcome {
  userId: string;
  charId: number;
  outcome: AttendanceOutcome;
}

/**
 * What confirming writes: a player with any character present played ('roster', that character); a player
 * rostered but with no character present was absent. Players only on the sign-up list and not present keep
 * their sign-up outcome (nothing here), and unmatched participants are nobody of ours.
 */
export function reportOutcomes(rows: readonly ReportMatchRow[]): ReportOutcome[] {
  const byUser = new Map<string, ReportOutcome>();
  for (const row of rows) {
    if (row.userId === null || row.charId === null) continue;
    const played = row.kind !== 'rosterAbsent' && row.kind !== 'unmatched';
    const outcome: ReportOutcome = {
      userId: row.userId,
      charId: row.charId,
      outcome: played ? 'roster' : 'absent',
    };
    const earlier = byUser.get(row.userId);
    if (!earlier || (earlier.outcome === 'absent' && played)) byUser.set(row.userId, outcome);
  }
  return [...byUser.values()];
}

/** Where an attendance row's outcome came from: the sign-ups at completion, or a report the leader confirmed. */
export const ATTENDANCE_SOURCES = ['signUps', 'report'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** How far from the raid's start the reports listing is searched for the evening's report. */
export const REPORT_SEARCH_BEFORE_MS = 3 * 3_600_000;
export const REPORT_SEARCH_AFTER_MS = 8 * 3_600_000;

export interface ListedReport {
  code: string;
  startTime: number;
  endTime: number;
}

/**
 * The report of the raid's evening among a guild's listing: the one whose span holds the raid's start, else
 * the one starting nearest to it; null when the listing is empty.
 */
export function reportOfTheEvening(reports: readonly ListedReport[], raidStart: number): ListedReport | null {
  const distance = (report: ListedReport) =>
    report.startTime <= raidStart && raidStart <= report.endTime ? 0 : Math.abs(report.startTime - raidStart);
  return [...reports].sort((a, b) => distance(a) - distance(b) || a.code.localeCompare(b.code))[0] ?? null;
}
