import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../appDeps.js';
import { subscribe } from '../events/subscribers.js';
import { raidRecordsDelta } from '../presenters/raidRecords.js';
import type { RedisConnectionChange } from './redisAdapter.js';
import { raidRecordsVersions } from './repository.js';
import { expansionRoom, raidRoom, userRoom } from './rooms.js';
import type { RealtimeServer } from './types.js';

type CatchUpDeps = Pick<AppDeps, 'db' | 'events'>;

const RAID_ROOM = /^raid:(\d+)$/;

/** How long before a dropped connection is noticed a change's broadcast may still have been on its way. */
const RECENT_MS = 1000;

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
 * Makes good what a Redis outage cost live events: broadcasts made while a process's connection to Redis was
 * down may never reach the other processes (an emptied Redis after a restart, a write the client gave up), and
 * no later change may come to carry them. Two halves, so that whichever connections dropped, every watcher ends
 * at the database's records version without waiting for the next change:
 * - the sockets of this process: when its connection drops, the records versions of the raids they watch are
 *   noted; when it is back, each of those rooms whose raid moved on gets, from this process alone, one delta from
 *   the noted version to the database's (a room joined meanwhile, from version 0: every record). Raid pages,
 *   lists and character cards, whose events carry no version, are told to reload once.
 * - the changes of this process, for the other processes, whose connections may never have dropped: the raids
 *   it changed while its connection was down (or in the second before the drop was noticed, whose broadcasts may
 *   have been lost on the wire) get, when it is back, one delta through Redis to every process's watchers, from
 *   the version before its first such change; those raids' pages, and the lists and users those changes
 *   touched, are told to reload.
 * By the rule of `recordsUpdated` a socket between a delta's versions applies it, one already at its version
 * ignores it, one further behind re-fetches.
 */
export function catchUpAfterRedisOutage(io: RealtimeServer, deps: CatchUpDeps, log: FastifyBaseLogger) {
  let noted: Promise<Map<number, number>> | null = null;
  let down = false;
  let closed = false;
  const changedWhileDown = new Map<number, { expansion: ExpansionKey; from: number }>();

  const changed = (raidId: number, expansion: ExpansionKey, from: number) => {
    if (!changedWhileDown.has(raidId)) changedWhileDown.set(raidId, { expansion, from });
  };
  // The changes of the last moment before the drop is noticed: their broadcasts may have been on the wire.
  const recent: Array<{ at: number; raidId: number; expansion: ExpansionKey; from: number }> = [];
  const remember = (raidId: number, expansion: ExpansionKey, from: number) => {
    if (down) return changed(raidId, expansion, from);
    const now = Date.now();
    recent.push({ at: now, raidId, expansion, from });
    while (recent[0] && recent[0].at < now - RECENT_MS) recent.shift();
  };
  // Whose lists and character cards this process's changes touched while its connection was down.
  const listsWhileDown = new Set<ExpansionKey>();
  const usersWhileDown = new Set<string>();
  const stopListening = subscribe(deps.events, 'redisCatchUp', {
    listen: (event) => {
      if (down && 'expansion' in event) listsWhileDown.add(event.expansion);
      if (down && 'userIds' in event) for (const userId of event.userIds) usersWhileDown.add(userId);
      if (event.type === 'recordsChanged')
        for (const raidId of event.raidIds)
          remember(raidId, event.expansion, event.delta?.raid === raidId ? event.delta.from : 0);
      // An edit may move records (relayed as a read of its changes, with no version before it known here).
      else if (event.type === 'raidUpdated') remember(event.raidId, event.expansion, 0);
    },
  });

  const note = async () => {
    const rows = await raidRecordsVersions(deps.db, localRaidIds(io));
    return new Map(rows.map((row) => [row.id, row.version]));
  };

  const catchUpSockets = async (before: Map<number, number>) => {
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
    // An edit of a watched raid carries no version to compare: every open raid page reloads the raid once.
    for (const raidId of localRaidIds(io)) io.local.to(raidRoom(raidId)).emit('raidStale', { raid: raidId });
    io.local.emit('raidsUpdated');
    const userRooms = [...io.of('/').adapter.rooms.keys()].filter((room) => room.startsWith('user:'));
    if (userRooms.length > 0) io.local.to(userRooms).emit('charsUpdated');
  };

  const retellChanges = async () => {
    const changes = [...changedWhileDown];
    const lists = [...listsWhileDown].map(expansionRoom);
    const users = [...usersWhileDown].map(userRoom);
    changedWhileDown.clear();
    listsWhileDown.clear();
    usersWhileDown.clear();
    await Promise.all(
      changes.map(async ([raidId, { expansion, from }]) => {
        const delta = await raidRecordsDelta(deps.db, raidId, expansion, from);
        if (delta && !closed) io.to(raidRoom(raidId)).emit('recordsUpdated', { raid: raidId, ...delta });
      }),
    );
    if (closed) return;
    for (const [raidId] of changes) io.to(raidRoom(raidId)).emit('raidStale', { raid: raidId });
    if (lists.length > 0) io.to(lists).emit('raidsUpdated');
    if (users.length > 0) io.to(users).emit('charsUpdated');
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
        down = true;
        const since = Date.now() - RECENT_MS;
        for (const entry of recent) if (entry.at >= since) changed(entry.raidId, entry.expansion, entry.from);
        recent.length = 0;
        // A failed read notes nothing: every watched room then catches up from version 0.
        noted ??= note().catch((error: unknown) => {
          log.warn({ err: error }, 'redis outage: noting the watched raids failed');
          return new Map<number, number>();
        });
        return;
      }
      down = false;
      const before = noted ?? Promise.resolve(new Map<number, number>());
      noted = null;
      const failed = (error: unknown) => log.error({ err: error }, 'redis outage: catching up failed');
      track(before.then(catchUpSockets).catch(failed));
      track(retellChanges().catch(failed));
    },
    /** Stops catching up and waits for one on its way, so the database may close after it. */
    close: async () => {
      closed = true;
      stopListening();
      await Promise.allSettled([...pending]);
    },
  };
}
