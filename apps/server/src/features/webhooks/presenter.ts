import type { Webhook, WebhookDelivery, WebhookEvent } from '@raid/domain/schemas/webhooks';
import type { DeliveryListRow, HookListRow } from '../../data/webhooks.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentHook(row: HookListRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledForFailures: row.disabled_for_failures,
    failingSince: row.failing_since ? iso(row.failing_since) : null,
    createdAt: iso(row.created_at),
    lastDelivery:
      row.last_status && row.last_at
        ? { status: row.last_status, at: iso(row.last_at), statusCode: row.last_status_code ?? null }
        : null,
  };
}

export function presentDelivery(row: DeliveryListRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookDelivery['event'],
    raidId: row.raid_id,
    status: row.status,
    createdAt: iso(row.created_at),
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    attempts: (row.attempt_list ?? []).map((attempt) => ({
      at: iso(attempt.attempted_at),
      durationMs: attempt.duration_ms,
      statusCode: attempt.status_code,
      error: attempt.error,
    })),
  };
}
