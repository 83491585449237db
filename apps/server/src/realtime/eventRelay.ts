import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { LIST_RELOAD_INTERVAL_MS } from '@raid/domain/rules/listReload';
import type { RecordsUpdated } from '@raid/domain/schemas/socketEvents';
import type { AppDeps } from '../appDeps.js';
import type { DomainEvent } from '../events/domainEvents.js';
import { subscribe } from '../events/subscribers.js';
import { presentRaid } from '../presenters/raids.js';
import { findRaidView } from '../data/raids.js';
import { raidRecordsDelta } from '../presenters/raidRecords.js';
import { timeSpan } from '../http/serverTiming.js';
import { BoundedMap } from './boundedMap.js';
import { KeyedCoalescer } from './coalesce.js';
import { KeyedThrottle } from './keyedThrottle.js';
import { raidParticipants } from './repository.js';
import { expansionRoom, raidRoom, userRoom } from './rooms.js';
import type { RealtimeServer } from './types.js';

type RelayDeps = Pick<AppDeps, 'db' | 'events' | 'now'>;

interface EventRelay {
  /** Stops listening and waits for the events already on their way, so the database may close after it. */
  close: () => Promise<void>;
}

/**
 * Turns what the services tell (after their commits) into the socket events of SPEC section 7, whichever way
 * the change came: HTTP, a socket, the bot or a job. Payloads are read once here and broadcast through the
 * adapter, so with Redis every process's clients get the same snapshot.
 */
export function relayDomainEvents(io: RealtimeServer, deps: RelayDeps): EventRelay {
  const snapshots = new KeyedCoalescer();
  const pending = new Set<Promise<void>>();

  const sendRaid = (expansion: ExpansionKey, raidId: number, name: 'raidCreated' | 'raidUpdated') =>
    snapshots.run(`${name}:${raidId}`, async () => {
      const view = await findRaidView(deps.db, expansion, raidId);
      if (view) io.to(expansionRoom(expansion)).emit(name, presentRaid(view, deps.now()));
    });

  // The records version each raid's room last heard from this process: the next delta starts there.
  const sentVersions = new BoundedMap<number, number>(10_000);
  const sendRecords = (expansion: ExpansionKey, raidId: number) =>
    snapshots.run(`records:${raidId}`, async () => {
      const delta = await raidRecordsDelta(deps.db, raidId, expansion, sentVersions.get(raidId));
      if (!delta) return;
      sentVersions.set(raidId, delta.version);
      io.to(raidRoom(raidId)).emit('recordsUpdated', { raid: raidId, ...delta });
    });

  // A delta read inside the change's own transaction goes out at once, unless the room last heard another
  // version or a read is on its way (then the read, which starts where the room is, keeps the order).
  const sendCarriedRecords = (expansion: ExpansionKey, delta: RecordsUpdated) => {
    const sent = sentVersions.get(delta.raid);
    if (snapshots.isRunning(`records:${delta.raid}`) || (sent !== undefined && sent !== delta.from))
      return sendRecords(expansion, delta.raid);
    sentVersions.set(delta.raid, delta.version);
    timeSpan('broadcast', () => io.to(raidRoom(delta.raid)).emit('recordsUpdated', delta));
    return Promise.resolve();
  };

  const sendChars = (userIds: readonly string[]) => {
    if (userIds.length > 0) io.to(userIds.map(userRoom)).emit('charsUpdated');
  };

  // A raid's date and state show on its participants' character cards.
  const sendParticipantsChars = async (raidId: number) => sendChars(await raidParticipants(deps.db, raidId));

  const listReloads = new KeyedThrottle(LIST_RELOAD_INTERVAL_MS);
  // What changed the expansion's lists since its last reload: the one raid whose records alone did (its
  // watchers heard that as recordsUpdated, on which the page reloads its lists too), or null for anything else.
  const listChanges = new Map<ExpansionKey, number | null>();
  const noteListChange = (expansion: ExpansionKey, recordsOnlyOf: number | null) => {
    const noted = listChanges.get(expansion);
    listChanges.set(expansion, noted === undefined || noted === recordsOnlyOf ? recordsOnlyOf : null);
  };
  const tellLists = (expansion: ExpansionKey) => {
    const recordsOnlyOf = listChanges.get(expansion) ?? null;
    listChanges.delete(expansion);
    const room = io.to(expansionRoom(expansion));
    // A roster burst's watchers would otherwise get a reload a second on top of each move, a second
    // broadcast to the same crowd that competes with the moves' own.
    (recordsOnlyOf === null ? room : room.except(raidRoom(recordsOnlyOf))).emit('raidsUpdated');
  };
  // A raid created, canceled or completed is told at once; changed counts on the cards can wait for the end
  // of the second, so a roster change reaches its raid's watchers before every list's reload competes with it.
  const sendList = (expansion: ExpansionKey, options: { leading?: boolean; recordsOnlyOf?: number } = {}) => {
    noteListChange(expansion, options.recordsOnlyOf ?? null);
    listReloads.run(expansion, () => tellLists(expansion), { leading: options.leading ?? true });
  };

  async function relay(event: DomainEvent): Promise<void> {
    switch (event.type) {
      case 'raidCreated':
        await Promise.all([
          sendRaid(event.expansion, event.raidId, 'raidCreated'),
          sendParticipantsChars(event.raidId),
        ]);
        sendList(event.expansion);
        return;
      case 'raidUpdated':
        // An edit may also resize the roster or change the leader's character, which moves records.
        await Promise.all([
          sendRaid(event.expansion, event.raidId, 'raidUpdated'),
          sendRecords(event.expansion, event.raidId),
          sendParticipantsChars(event.raidId),
        ]);
        return;
      case 'raidCanceled':
        await Promise.all([
          sendRaid(event.expansion, event.raidId, 'raidUpdated'),
          sendParticipantsChars(event.raidId),
        ]);
        sendList(event.expansion);
        return;
      case 'rosterApproved':
        await sendRaid(event.expansion, event.raidId, 'raidUpdated');
        return;
      case 'raidCompleted':
        // Its status and archive listing follow from the date; clients reload to show them.
        await sendRaid(event.expansion, event.raidId, 'raidUpdated');
        sendList(event.expansion);
        return;
      case 'recordsChanged': {
        const { delta } = event;
        await Promise.all(
          event.raidIds.map((raidId) =>
            delta?.raid === raidId
              ? sendCarriedRecords(event.expansion, delta)
              : sendRecords(event.expansion, raidId),
          ),
        );
        // The list's cards show filled slots and sign-up counts. Records of one raid only: its room has heard.
        const [only, ...others] = event.raidIds;
        sendList(event.expansion, {
          leading: false,
          ...(only !== undefined && others.length === 0 && { recordsOnlyOf: only }),
        });
        sendChars(event.userIds);
        return;
      }
      case 'gdkpChanged':
        io.to(raidRoom(event.raidId)).emit('gdkpUpdated', {
          raid: event.raidId,
          version: event.version,
          potCopper: event.potCopper,
        });
        // The list's cards show the pot.
        sendList(event.expansion, { leading: false });
        return;
      case 'charsChanged':
        sendChars(event.userIds);
        return;
      case 'teamsChanged':
        // Teams are read on community pages and in every expansion's filters: told to every page, rarely.
        io.emit('teamsUpdated', { guild: event.guildId });
        return;
      case 'raidReportConfirmed':
        io.to(raidRoom(event.raidId)).emit('raidReportUpdated', { raid: event.raidId });
        return;
      case 'recordProgress':
        io.to(userRoom(event.userId)).emit('recordProgress', {
          char: event.char,
          status: event.status,
          percent: event.percent,
        });
        return;
      case 'sessionsEnded': {
        // Their pages stop hearing the user's own events now, not at their next identify; across processes too.
        const room = userRoom(event.userId);
        const sockets = await io.in(room).fetchSockets();
        for (const socket of sockets)
          if (socket.data.sessionId && event.sessionIds.includes(socket.data.sessionId)) socket.leave(room);
        return;
      }
      case 'changeRequestAnswered':
        // Its record changes arrive as recordsChanged; the requester hears the answer from the Discord bot.
        return;
      default:
        event satisfies never;
    }
  }

  const unsubscribe = subscribe(deps.events, 'liveRelay', {
    listen: (event) => {
      const sending = relay(event);
      pending.add(sending);
      const settle = () => pending.delete(sending);
      sending.then(settle, settle);
      return sending;
    },
  });

  return {
    close: async () => {
      unsubscribe();
      listReloads.close();
      await Promise.allSettled(pending);
    },
  };
}
