import { applyRecordsDelta, type VersionedRecords } from '@raid/domain/rules/recordsDelta';
import type { Raid } from '@raid/domain/schemas/raid';
import type { Db } from '../db/database.js';
import { createCharacter, createRaid, createSession, createUser } from './factories.js';
import { connectSocket, type TestSocket } from './socketClients.js';

/**
 * What the Redis outage test and its bench share: a raid, players ready to sign up to it through one process, and
 * watchers of the raid on another process that keep its records as the web does (deltas by the domain's rule,
 * a re-fetch when one was missed).
 */
export interface OutageWorld {
  raidId: number;
  /** One sign-up per entry: the player's session cookie and character. */
  players: Array<{ cookie: string; charId: number }>;
}

export async function outageWorld(db: Db, players: number): Promise<OutageWorld> {
  const leader = await createUser(db);
  const character = await createCharacter(db, leader.id);
  const raid = await createRaid(db, { userId: leader.id, charId: character.id });
  const made = await Promise.all(
    Array.from({ length: players }, async () => {
      const user = await createUser(db);
      const [cookie, char] = await Promise.all([createSession(db, user.id), createCharacter(db, user.id)]);
      return { cookie, charId: char.id };
    }),
  );
  return { raidId: raid.id, players: made };
}

/** One sign-up through the process at `base`; answers whether it was taken. */
export async function signUp(base: string, raidId: number, player: OutageWorld['players'][number]) {
  const answer = await fetch(`${base}/api/refreshRecords?subdomain=wotlk`, {
    method: 'POST',
    headers: { cookie: player.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ raid: raidId, chars: [player.charId] }),
  });
  const body = (await answer.json()) as { results?: Array<{ result: string }> };
  return answer.ok && body.results?.[0]?.result === 'success';
}

export async function databaseRecordsVersion(db: Db, raidId: number): Promise<number> {
  const row = await db
    .selectFrom('raids')
    .select('records_version')
    .where('id', '=', raidId)
    .executeTakeFirstOrThrow();
  return row.records_version;
}

/** A raid page's socket: its records and their version, kept up to date from `recordsUpdated` as the web does. */
export class RaidWatcher {
  held: VersionedRecords | undefined;
  /** `recordsUpdated` events received. */
  events = 0;
  refetches = 0;
  /** Resolves at the first `raidStale` for this raid: the page is told to reload the raid itself. */
  readonly stale: Promise<void>;
  private readonly waits = new Set<() => void>();

  private constructor(
    readonly socket: TestSocket,
    private readonly base: string,
    private readonly raidId: number,
  ) {
    this.stale = new Promise((resolve) =>
      socket.on('raidStale', ({ raid }) => {
        if (raid === raidId) resolve();
      }),
    );
    socket.on('recordsUpdated', (update) => {
      if (update.raid !== raidId) return;
      this.events++;
      const outcome = applyRecordsDelta(this.held, update);
      if (outcome.kind === 'apply') this.hold({ records: outcome.records, version: outcome.version });
      else if (outcome.kind === 'refetch') void this.refetch();
    });
  }

  /** Opens the raid page on the process at `base`: joins its room, then loads it. */
  static async open(base: string, raidId: number): Promise<RaidWatcher> {
    const socket = await connectSocket(base, { subdomain: 'wotlk' });
    const watcher = new RaidWatcher(socket, base, raidId);
    socket.emit('joinRaid', raidId);
    await watcher.refetch();
    return watcher;
  }

  get version(): number {
    return this.held?.version ?? -1;
  }

  private hold(records: VersionedRecords): void {
    if (this.held && this.held.version >= records.version) return;
    this.held = records;
    for (const wait of [...this.waits]) wait();
  }

  /** One load at a time, as a query does: a miss heard meanwhile loads once more after it. */
  private loading: Promise<void> | null = null;
  private loadAgain = false;

  private refetch(): Promise<void> {
    if (this.loading) {
      this.loadAgain = true;
      return this.loading;
    }
    this.loading = this.load().finally(() => {
      this.loading = null;
      if (!this.loadAgain) return;
      this.loadAgain = false;
      void this.refetch();
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    this.refetches++;
    const answer = await fetch(`${this.base}/api/raids?id=${this.raidId}&subdomain=wotlk`);
    const raid = ((await answer.json()) as { data: Raid[] }).data[0];
    if (raid?.records && raid.recordsVersion !== undefined)
      this.hold({ records: raid.records, version: raid.recordsVersion });
  }

  /** Resolves once the watcher holds `version` (or later); rejects after `timeoutMs`. */
  reach(version: number, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.version < version) return;
        this.waits.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waits.delete(check);
        reject(new Error(`watcher at version ${this.version}, not ${version}, after ${timeoutMs} ms`));
      }, timeoutMs);
      this.waits.add(check);
      check();
    });
  }
}
