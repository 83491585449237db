/**
 * Every rate limit of the product, in one place. A limit is a count per fixed window; a request past it answers
 * 429 'Too many requests' with Retry-After (the seconds until the window ends). HTTP counts live in PostgreSQL
 * or Redis (rateLimitStores), so every process behind the load balancer sees the same count; socket events are
 * counted by the one process that holds the connection.
 *
 * The numbers are set far above what a person does, so only scripts meet them: a raid leader dragging a roster
 * as fast as a mouse allows makes one or two changes a second, and a 500-player sign-up burst is one call per
 * player. Tests lower them through `Config.rateLimits`.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** `/api/login` per client address. */
  login: RateLimit;
  /** Every state-changing call per user. */
  writes: RateLimit;
  /** Calls that ask Warcraft Logs, per user. */
  logLookups: RateLimit;
  /** Socket.IO events per connection. */
  socketEvents: RateLimit;
  /** Discord interactions (clicks, commands) per Discord user, counted by each process (interactionLimit.ts). */
  discordInteractions: RateLimit;
  /** Every call made with an API token, per token (its calls count against no user's limits). */
  tokens: RateLimit;
  /** `/api/invite` (the bot asks Discord for an invite) per user, or per client address for a visitor. */
  invites: RateLimit;
}

const MINUTE = 60_000;

export const defaultRateLimits: RateLimits = {
  // A person logs in once a month (the session lasts); 30 a minute still lets a guild behind one NAT address log
  // in together after an announcement, while a flood cannot spend our Discord token-exchange budget.
  login: { max: 30, windowMs: MINUTE },
  // Five changes a second for a whole minute: a leader arranging two 40-player rosters stays far below it.
  writes: { max: 300, windowMs: MINUTE },
  // Warcraft Logs bills our client in points per hour, shared by every user. 200 in ten minutes covers a leader
  // opening the popover of every player of five full rosters; cached answers cost Warcraft Logs nothing.
  logLookups: { max: 200, windowMs: 10 * MINUTE },
  // Ten events a second for ten seconds: room joins on navigation and drags arrive a few a second at most.
  socketEvents: { max: 100, windowMs: 10_000 },
  // Four a second for ten seconds: a player's sign-up is four or five clicks, and typing a raid's name in /signup
  // asks for choices every few keystrokes; 300 signed clicks in 2 s (a script) are answered "slow down".
  discordInteractions: { max: 40, windowMs: 10_000 },
  // Ten calls a second: a bot or spreadsheet syncing a community's raids reads a page or two a minute, and a
  // script re-reading in a tight loop is stopped before it costs the readers of the site.
  tokens: { max: 600, windowMs: MINUTE },
  // A visitor presses a community's invite button once or twice; 30 a minute still serves a guild behind one NAT
  // address, while a script calling it in a loop stops spending the bot's Discord calls.
  invites: { max: 30, windowMs: MINUTE },
};

/** The community page's invite button: a visitor's call too reaches Discord. */
export const inviteCalls: readonly string[] = ['/api/invite'];

/** The OAuth code flow's server half: Discord sends the browser to the web app's root, which calls this. */
export const loginCalls: readonly string[] = ['/api/login'];

/** Adding a character (refreshChar), signing up (refreshRecords) and the leader's popover (charInfo). */
export const logLookupCalls: readonly string[] = ['/api/refreshChar', '/api/refreshRecords', '/api/charInfo'];
