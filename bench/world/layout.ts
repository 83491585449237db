/**
 * How many of everything a world of `raids` raids holds, and where the bench's own actors sit. Pure numbers:
 * the SQL in sql.ts derives every row from these and from row positions, so a world is the same on every run.
 *
 * - Users: raids / 5, at least 2,000 and at most 100,000; one in ten leads raids. Guilds: raids / 100, 100 to
 *   5,000. Characters: 2 or 3 per user (2.5 on average), each on one of `buckets` realm-and-faction pairs.
 * - Raids: 4 % upcoming (the active list, over the next 28 days), the rest spread over the past two years and
 *   archived, 6 % of those canceled. Records: 10–40 per raid, 3 % of raids 41–500; a raid's records are its
 *   leader's character (slot 1) and characters of the same realm and faction, one per player.
 * - The bench's own people (after the world's users): 500 players each with a character on the hot raids'
 *   realm and faction, signed up nowhere; 4,500 more watchers (5,000 sockets); the hot raids' leader. Each has a
 *   session.
 * - Hot raids (after the world's raids): `rounds` raids for the product's sign-up rounds (the first one also
 *   serves the one-raid answers, the fan-out and the raid page) and `rounds` for the bare reference, a week
 *   apart so none is "similar" to another, then one for warming both up before the sign-up rounds. Each
 *   starts with 25 records: the leader, 19 more in the roster (slots 1–20 of 25) and 5 in the sign-up list.
 */
export interface WorldLayout {
  raids: number;
  activeRaids: number;
  users: number;
  leaders: number;
  guilds: number;
  characters: number;
  /** Realm-and-faction pairs the world's characters are spread over (at least 4: see sql.ts). */
  buckets: number;
  /** Characters per bucket. */
  bucketSize: number;
  players: number;
  watchers: number;
  rounds: number;
}

export const BENCH_PLAYERS = 500;
/** Sessions for the fan-out's sockets: its largest crowd is 5,000. */
export const BENCH_WATCHERS = 5_000;
export const HOT_RAID_SIZE = 25;
export const HOT_ROSTER = 20;
export const HOT_RECORDS = 25;

export function worldLayout(raids: number, rounds: number): WorldLayout {
  const users = Math.min(100_000, Math.max(2_000, Math.round(raids / 5)));
  const characters = Math.ceil((users * 5) / 2);
  // Every bucket must hold a 500-record raid; 16 buckets at most (8 realms x 2 factions).
  const buckets = Math.max(4, Math.min(16, 2 * Math.floor(characters / 1_300)));
  return {
    raids,
    activeRaids: Math.max(1, Math.round(raids * 0.04)),
    users,
    leaders: Math.max(1, Math.round(users / 10)),
    guilds: Math.min(5_000, Math.max(100, Math.round(raids / 100))),
    characters,
    buckets,
    bucketSize: Math.floor(characters / buckets),
    players: BENCH_PLAYERS,
    watchers: BENCH_WATCHERS,
    rounds,
  };
}

/** Text ids of Discord snowflakes (users, guilds), as the tables check them (`^[0-9]{1,20}$`). */
export const USER_ID_BASE = 100_000_000_000_000_000n;
export const GUILD_ID_BASE = 300_000_000_000_000_000n;

export const userId = (index: number) => String(USER_ID_BASE + BigInt(index));

/** The cookie token of a bench person's session (the table stores its SHA-256, as the server does). */
export const SESSION_TOKEN_PREFIX = 'bench-session-';
export const sessionToken = (index: number) => `${SESSION_TOKEN_PREFIX}${index}`;

/** Bench people: players are 0..499, watchers' sockets use 0..4999, the leader is 5000 (offsets after the users). */
export function benchUserIndex(layout: WorldLayout, person: number): number {
  return layout.users + person;
}

export function leaderPerson(layout: WorldLayout): number {
  return layout.watchers;
}

/** Raid ids: the world's are 1..raids; product hot raids follow, then the reference's. */
export function hotRaidId(layout: WorldLayout, round: number): number {
  return layout.raids + 1 + round;
}

export function referenceRaidId(layout: WorldLayout, round: number): number {
  return layout.raids + 1 + layout.rounds + round;
}

export function warmUpRaidId(layout: WorldLayout): number {
  return layout.raids + 1 + 2 * layout.rounds;
}

export function hotRaidCount(layout: WorldLayout): number {
  return 2 * layout.rounds + 1;
}

/** Character ids: the world's are 1..characters; player p's is characters + 1 + p; the leader's follows. */
export function playerCharId(layout: WorldLayout, player: number): number {
  return layout.characters + 1 + player;
}

export function leaderCharId(layout: WorldLayout): number {
  return layout.characters + 1 + layout.players;
}
