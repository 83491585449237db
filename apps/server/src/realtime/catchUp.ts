import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../appDeps.js';
import { raidRecordsDelta } from '../features/records/service.js';
import type { RedisConnectionChange } from './redisAdapter.js';
import { raidRecordsVersions } from './repository.js';
import { raidRoom } from './rooms.js';
import type { RealtimeServer } from './types.js';

type CatchUpDeps = Pick<AppDeps, 'db'>;

const RAID_ROOM = /^raid:(\d+)$/;

/** The raids whose rooms hold sockets of this process (the adapter's rooms are this process's own). */
function localRaidIds(io: RealtimeServer): number[] {
  const ids: number[] = [];
  for (const room of io.of('/').adapter.rooms.keys()) {
    const id = RAID_ROOM.exec(room)?.[1];
    if (id) ids.push(Number(id));
  }
  return ids;
}

/**
 * Makes good what a Redis outage cost this process's sockets. Broadcasts of other processes made while Redis
 * was away may never arrive (an emptied Redis after a restart, a write that failed), and no later change may
 * come to carry them: so when the connection drops, the records versions of the raids this process's sockets
 * watch are noted, and when it is back each of those rooms whose raid moved on gets, from this process alone,
 * one delta from the noted version to the database's (a room joined meanwhile, from version 0: every record).
 * By the rule of `recordsUpdated` a socket between the two applies it, one already there ignores it, one
 * further behind re-fetches: every watcher ends at the database's version, none waits for the next change.
 * Lists and character cards, whose events carry no version, are told to reload once.
 */
export function catchUpAfterRedisOutage(io: RealtimeServer, deps: CatchUpDeps, log: FastifyBaseLogger) {
  let noted: Promise<Map<number, number>> | null = null;
  let closed = false;

  const note = async () => {
    const rows = await raidRecordsVersions(deps.db, localRaidIds(io));
    return new Map(rows.map((row) => [row.id, row.version]));
  };

  const catchUp = async (before: Map<number, number>) => {
    const raids = await raidRecordsVersions(deps.db, localRaidIds(io));
    await Promise.all(
      raids
        .filter((raid) => raid.version !== before.get(raid.id))
        .map(async (raid) => {
          const delta = await raidRecordsDelta(deps.db, raid.id, raid.expansion, before.get(raid.id) ?? 0);
          if (delta && !closed)
            io.local.to(raidRoom(raid.id)).emit('recordsUpdated', { raid: raid.id, ...delta });
        }),
    );
    if (closed) return;
    io.local.emit('raidsUpdated');
    const userRooms = [...io.of('/').adapter.rooms.keys()].filter((room) => room.startsWith('user:'));
    if (userRooms.length > 0) io.local.to(userRooms).emit('charsUpdated');
  };

  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  return {
    onChange: (change: RedisConnectionChange) => {
      if (closed) return;
      if (change === 'lost') {
        // A failed read notes nothing: every watched room then catches up from version 0.
        noted ??= note().catch((error: unknown) => {
          log.warn({ err: error }, 'redis outage: noting the watched raids failed');
          return new Map<number, number>();
        });
        return;
      }
      const before = noted ?? Promise.resolve(new Map<number, number>());
      noted = null;
      track(
        before
          .then(catchUp)
          .catch((error: unknown) => log.error({ err: error }, 'redis outage: catching up failed')),
      );
    },
    /** Stops catching up and waits for one on its way, so the database may close after it. */
    close: async () => {
      closed = true;
      await Promise.allSettled([...pending]);
    },
  };
}
