export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  at: string;
}

interface Fault {
  pattern: RegExp;
  status: number;
  retryAfter: number | undefined;
  remaining: number;
}

export interface RateLimitState {
  limitPerHour: number;
  pointsSpentThisHour: number;
  windowStartedAt: number;
}

interface WclSettings {
  clientId: string;
  clientSecret: string;
  /** Seconds. */
  tokenLifetime: number;
  limitPerHour: number;
}

/** One stand-in's settings, issued tokens, recorded requests, pending faults and the hour's points. */
export interface WclState extends Readonly<Omit<WclSettings, 'limitPerHour'>> {
  /** Access token -> expiry (ms since the epoch). */
  readonly tokens: Map<string, number>;
  readonly recorded: RecordedRequest[];
  faults: Fault[];
  readonly rate: RateLimitState;
}

export function createWclState({ limitPerHour, ...settings }: WclSettings): WclState {
  return {
    ...settings,
    tokens: new Map(),
    recorded: [],
    faults: [],
    rate: { limitPerHour, pointsSpentThisHour: 0, windowStartedAt: Date.now() },
  };
}

/** The rate-limit window, started afresh once its hour is over, as the real API's points reset hourly. */
export function currentRate(state: WclState): RateLimitState {
  const { rate } = state;
  if (Date.now() >= rate.windowStartedAt + 3_600_000) {
    rate.windowStartedAt = Date.now();
    rate.pointsSpentThisHour = 0;
  }
  return rate;
}
