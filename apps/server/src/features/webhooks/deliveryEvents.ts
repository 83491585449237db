import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { WebhookEvent } from '@raid/domain/schemas/webhooks';
import type { AppDeps } from '../../appDeps.js';
import type { DomainEvent } from '../../events/domainEvents.js';
import { hooksForRaidEvent, insertDeliveries } from '../../data/webhooks.js';

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
 * Writes a delivery per subscribed hook for what happened, and answers the new ones with when each is due (a
 * sign-up change that joined a waiting delivery adds none).
 */
export async function recordWebhookDeliveries(
  deps: Pick<AppDeps, 'db' | 'now'>,
  event: DomainEvent,
): Promise<DueDelivery[]> {
  const now = deps.now();
  const due: DueDelivery[] = [];
  for (const change of webhookChanges(event)) {
    const hookIds = await hooksForRaidEvent(deps.db, change.raidId, change.event);
    const runAt = change.event === 'signup.changed' ? new Date(now.getTime() + SIGNUP_COALESCE_MS) : now;
    const rows = await insertDeliveries(
      deps.db,
      hookIds.map((hookId) => ({
        hook_id: hookId,
        event: change.event,
        expansion: change.expansion,
        raid_id: change.raidId,
        next_attempt_at: runAt,
        created_at: now,
      })),
    );
    due.push(...rows.map((row) => ({ id: row.id, attempts: row.attempts, runAt: row.next_attempt_at })));
  }
  return due;
}
