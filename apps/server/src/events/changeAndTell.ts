import type { Transaction } from 'kysely';
import type { AppDeps } from '../appDeps.js';
import type { Database } from '../db/schema.js';
import type { DomainEvent } from './domainEvents.js';

/** Tells what the change did: written with the change now, told to the process's listeners after the commit. */
export type Tell = (event: DomainEvent) => Promise<void>;

/**
 * Runs a change in one transaction. Each event it tells is written with it (the outbox rows and deliveries the
 * DomainEvents writers add), so the commit carries the change and everything it must later cause elsewhere
 * together: a crash right after the commit loses no post, direct message or webhook. The listeners (live
 * updates, caches, waking the workers) hear the events once the transaction has committed.
 */
export async function changeAndTell<T>(
  deps: Pick<AppDeps, 'db' | 'events' | 'config'>,
  change: (trx: Transaction<Database>, tell: Tell) => Promise<T>,
): Promise<T> {
  const told: DomainEvent[] = [];
  const result = await deps.db.transaction().execute((trx) =>
    change(trx, async (event) => {
      await deps.events.write(trx, event);
      told.push(event);
    }),
  );
  if (told.length > 0 && deps.config.faultExitAfterCommit) process.kill(process.pid, 'SIGKILL');
  for (const event of told) deps.events.emit(event);
  return result;
}
