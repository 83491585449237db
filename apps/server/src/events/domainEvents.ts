import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RecordsUpdated } from '@raid/domain/schemas/socketEvents';
import { sendBatchedWithCommit, type BatchedWrite } from '../db/batchedWrites.js';
import type { Db } from '../db/database.js';

/**
 * What happened, told by the services (changeAndTell): written inside the change's transaction by the writers
 * (the Discord bot's outbox, webhook deliveries), then told after the commit to the listeners (live updates,
 * caches, waking the workers). The services do not know any of them exists.
 */
export type DomainEvent =
  | { type: 'raidCreated'; expansion: ExpansionKey; raidId: number }
  | {
      type: 'raidUpdated';
      expansion: ExpansionKey;
      raidId: number;
      rescheduled?: { from: Date; to: Date; reason: string };
    }
  | { type: 'raidCanceled'; expansion: ExpansionKey; raidId: number; reason: string }
  /** An hour after its start (status and archive listing follow from the date; this tells live clients). */
  | { type: 'raidCompleted'; expansion: ExpansionKey; raidId: number }
  | {
      type: 'recordsChanged';
      expansion: ExpansionKey;
      raidIds: number[];
      userIds: string[];
      /**
       * The change of one raid's records, read inside the transaction that made it (from version v - 1 to v),
       * so watchers hear it without another read after the commit.
       */
      delta?: RecordsUpdated;
    }
  | { type: 'rosterApproved'; expansion: ExpansionKey; raidId: number }
  /** The raid's GDKP ledger changed (a sale, its rules, a mark...): its new version and pot. */
  | { type: 'gdkpChanged'; expansion: ExpansionKey; raidId: number; version: number; potCopper: number }
  | { type: 'charsChanged'; userIds: string[] }
  /** A community's teams were added, edited or deleted, or a role sync changed their members (issue 30). */
  | { type: 'teamsChanged'; guildId: string }
  /** A leader linked and confirmed the raid's Warcraft Logs report (issue 30), its attendance with it. */
  | { type: 'raidReportConfirmed'; expansion: ExpansionKey; raidId: number }
  | {
      type: 'changeRequestAnswered';
      expansion: ExpansionKey;
      raidId: number;
      requestedBy: string;
      ownerId: string;
      accepted: boolean;
      reason: string | null;
    }
  /** Sessions ended by their owner (logout, Settings): ids as in sessions.id. */
  | { type: 'sessionsEnded'; userId: string; sessionIds: string[] }
  | {
      type: 'recordProgress';
      userId: string;
      char: number;
      status: 'checking' | 'done' | 'failed';
      percent: number;
    };

export type DomainEventListener = (event: DomainEvent) => void | Promise<void>;

/**
 * Writes what an event must later cause in another process or service (an outbox row, a webhook delivery) with
 * the transaction `db` that made the change: committed together, so a crash after the commit loses none of it.
 * A writer whose work is one statement that needs no answer before the writer returns hands it to `batch`.
 */
export type DomainEventWriter = (
  db: Db,
  event: DomainEvent,
  batch: (write: BatchedWrite) => void,
) => Promise<void>;

/** A listener or writer with its place in the run: lower ranks run first, equal ranks in the order added. */
interface Ranked<T> {
  run: T;
  rank: number;
}

function insertRanked<T>(list: Ranked<T>[], entry: Ranked<T>): () => void {
  const after = list.findIndex((other) => other.rank > entry.rank);
  list.splice(after === -1 ? list.length : after, 0, entry);
  return () => {
    const at = list.indexOf(entry);
    if (at !== -1) list.splice(at, 1);
  };
}

/**
 * The product's subscribers register through events/subscribers.ts, which gives each its rank (its place in
 * the list there and in docs/architecture.md); a listener added without one (a test watching) runs after them.
 */
export class DomainEvents {
  private readonly listeners: Ranked<DomainEventListener>[] = [];
  private readonly writers: Ranked<DomainEventWriter>[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly onListenerError: (error: unknown, event: DomainEvent) => void = () => undefined,
  ) {}

  on(listener: DomainEventListener, rank = Number.POSITIVE_INFINITY): () => void {
    return insertRanked(this.listeners, { run: listener, rank });
  }

  onWrite(writer: DomainEventWriter, rank = Number.POSITIVE_INFINITY): () => void {
    return insertRanked(this.writers, { run: writer, rank });
  }

  /**
   * Runs every writer, one after another, in the change's transaction, then hands their batched statements, as
   * one, to go with the transaction's commit (or its next statement); a failing writer or statement fails the
   * change.
   */
  async write(db: Db, event: DomainEvent): Promise<void> {
    const batched: BatchedWrite[] = [];
    for (const writer of [...this.writers]) await writer.run(db, event, (write) => batched.push(write));
    await sendBatchedWithCommit(db, batched);
  }

  /**
   * Tells every listener; a failing listener never fails the request that caused the event. Each starts at once,
   * in the order of their ranks, and runs until its first wait before the caller goes on: the live relay (ranked
   * before the bot and the jobs) broadcasts a change the service carried before the service reads its answer,
   * instead of after it.
   */
  emit(event: DomainEvent): void {
    for (const listener of [...this.listeners]) {
      const run = (async () => listener.run(event))()
        .catch((error: unknown) => this.onListenerError(error, event))
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  /** Resolves once every listener call started so far has finished (shutdown, and tests that assert effects). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
