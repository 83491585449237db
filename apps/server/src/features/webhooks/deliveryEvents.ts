import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { WebhookEvent } from '@raid/domain/schemas/webhooks';
import type { AppDeps } from '../../appDeps.js';
import { sendBatched, type BatchedWrite } from '../../db/batchedWrites.js';
import type { DomainEvent } from '../../events/domainEvents.js';
import { insertRaidEventDeliveries } from '../../data/webhooks.js';

/** A sign-up change waits this long for more changes of the raid, so a burst of sign-ups is one delivery. */
export const SIGNUP_COALESCE_MS = 5_000;

export interface DueDelivery {
  id: string;
  attempts: number;
  runAt: Date;
}

/** Which raid changes a hook hears of, and as what. */
function webhookChanges(
  event: DomainEvent,
): Array<{ event: WebhookEvent; expansion: ExpansionKey; raidId: number }> {
  switch (event.type) {
    case 'raidCreated':
      return [{ event: 'raid.created', expansion: event.expansion, raidId: event.raidId }];
    case 'raidUpdated':
      return [{ event: 'raid.updated', expansion: event.expansion, raidId: event.raidId }];
    case 'raidCanceled':
      return [{ event: 'raid.canceled', expansion: event.expansion, raidId: event.raidId }];
    case 'rosterApproved':
      return [{ event: 'roster.approved', expansion: event.expansion, raidId: event.raidId }];
    case 'recordsChanged':
      return event.raidIds.map((raidId) => ({ event: 'signup.changed', expansion: event.expansion, raidId }));
    default:
      return [];
  }
}

/**
 * The statements writing a delivery per subscribed hook for what happened (DomainEvents sends them with the
 * other writers'); `recorded` hears the new ones with when each is due (a sign-up change that joined a waiting
 * delivery adds none).
 */
export function webhookDeliveryWrites(
  deps: Pick<AppDeps, 'db' | 'now'>,
  event: DomainEvent,
  recorded: (due: DueDelivery[]) => void,
): BatchedWrite[] {
  const now = deps.now();
  return webhookChanges(event).map((change) => ({
    statement: insertRaidEventDeliveries(deps.db, {
      ...change,
      runAt: change.event === 'signup.changed' ? new Date(now.getTime() + SIGNUP_COALESCE_MS) : now,
      now,
    }),
    returned: (rows) =>
      recorded(
        rows.map((row) => ({
          id: String(row.id),
          attempts: Number(row.attempts),
          runAt: new Date(row.next_attempt_at as string),
        })),
      ),
  }));
}

/** Writes the deliveries for what happened now, and answers the new ones with when each is due. */
export async function recordWebhookDeliveries(
  deps: Pick<AppDeps, 'db' | 'now'>,
  event: DomainEvent,
): Promise<DueDelivery[]> {
  const due: DueDelivery[] = [];
  await sendBatched(
    deps.db,
    webhookDeliveryWrites(deps, event, (rows) => due.push(...rows)),
  );
  return due;
}
