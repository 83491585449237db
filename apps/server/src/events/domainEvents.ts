import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RecordsUpdated } from '@raid/domain/schemas/socketEvents';
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

type DomainEventListener = (event: DomainEvent) => void | Promise<void>;

/**
 * Writes what an event must later cause in another process or service (an outbox row, a webhook delivery) with
 * the transaction `db` that made the change: committed together, so a crash after the commit loses none of it.
 */
type DomainEventWriter = (db: Db, event: DomainEvent) => Promise<void>;

export class DomainEvents {
  private readonly listeners = new Set<DomainEventListener>();
  private readonly writers = new Set<DomainEventWriter>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly onListenerError: (error: unknown, event: DomainEvent) => void = () => undefined,
  ) {}

  on(listener: DomainEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onWrite(writer: DomainEventWriter): () => void {
    this.writers.add(writer);
    return () => this.writers.delete(writer);
  }

  /** Runs every writer, one after another, in the change's transaction; a failing writer fails the change. */
  async write(db: Db, event: DomainEvent): Promise<void> {
    for (const writer of this.writers) await writer(db, event);
  }

  /**
   * Tells every listener; a failing listener never fails the request that caused the event. Each starts at once,
   * in the order they were added, and runs until its first wait before the caller goes on: the live relay (added
   * with the app, before the bot and the jobs) broadcasts a change the service carried before the service reads
   * its answer, instead of after it.
   */
  emit(event: DomainEvent): void {
    for (const listener of this.listeners) {
      const run = (async () => listener(event))()
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
