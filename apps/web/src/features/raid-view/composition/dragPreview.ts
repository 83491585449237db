import { planMove } from '@raid/domain/rules/rosterMoves';
import type { RaidRecord } from '@raid/domain/schemas/record';

/**
 * The records as they would be if the dragged record were dropped on this slot, by the same rule the drop
 * uses (swaps, same-user characters back to the list); null when the drop would change nothing or be refused.
 */
export function previewRoster(
  records: readonly RaidRecord[],
  recordId: number,
  targetSlot: number,
  size: number,
): RaidRecord[] | null {
  const plan = planMove(records, recordId, targetSlot, size);
  if (!plan.ok || plan.changes.length === 0) return null;
  const slots = new Map(plan.changes.map((change) => [change.id, change.slot]));
  return records.map((record) => {
    const slot = slots.get(record.id);
    return slot === undefined ? record : { ...record, slot };
  });
}
