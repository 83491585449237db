import { outsideBuyerKey, recordKey } from '@raid/domain/rules/gdkp/gdkpKeys';
import type { GdkpParticipant } from '@raid/domain/schemas/gdkp';
import type { LedgerRecordRow } from '../../data/gdkp.js';

/** A sale's buyer: its record when it names one, else the name typed (case aside). */
export function buyerKey(sale: { buyer_record_id: number | null; buyer_name: string }): string {
  return sale.buyer_record_id === null ? outsideBuyerKey(sale.buyer_name) : recordKey(sale.buyer_record_id);
}

const ROLES = { 1: 'tank', 2: 'healer' } as const;

/**
 * Where a record stands for the split: the roster (a slot), a buyer, the bench (the sign-up list, present) or
 * only signed up (tentative or absent: the leader did not count on them).
 */
function placeOf(record: LedgerRecordRow): GdkpParticipant['place'] {
  if (record.slot > 0) return 'roster';
  if (record.byer) return 'buyer';
  return record.status === null || record.status === 'late' ? 'bench' : 'signUp';
}

interface ParticipantSources {
  records: readonly LedgerRecordRow[];
  overrides: ReadonlyArray<{
    record_id: number;
    share: GdkpParticipant['share'];
    forfeit: GdkpParticipant['forfeit'];
  }>;
  sales: ReadonlyArray<{ buyer_record_id: number | null; buyer_name: string }>;
  bankerIds: readonly string[];
}

/**
 * Everyone the split weighs: the raid's records with the leader's overrides, then each buyer from outside the
 * raid once (by name, case aside), as the first sale spelled them.
 */
export function ledgerParticipants(sources: ParticipantSources): GdkpParticipant[] {
  const overrides = new Map(sources.overrides.map((row) => [row.record_id, row]));
  const fromRecords = sources.records.map((record): GdkpParticipant => {
    const override = overrides.get(record.id);
    return {
      key: recordKey(record.id),
      name: record.name,
      recordId: record.id,
      userId: record.user_id,
      role: ROLES[record.role as 1 | 2] ?? 'dps',
      place: placeOf(record),
      share: override?.share ?? null,
      forfeit: override?.forfeit ?? null,
      isOrganizer: record.leader && record.slot > 0,
      isBanker: sources.bankerIds.includes(record.user_id),
    };
  });
  const outside = new Map<string, GdkpParticipant>();
  for (const sale of sources.sales) {
    if (sale.buyer_record_id !== null) continue;
    const key = outsideBuyerKey(sale.buyer_name);
    if (outside.has(key)) continue;
    outside.set(key, {
      key,
      name: sale.buyer_name,
      recordId: null,
      userId: null,
      role: null,
      place: 'outside',
      share: null,
      forfeit: null,
      isOrganizer: false,
      isBanker: false,
    });
  }
  return [...fromRecords, ...outside.values()];
}

/**
 * Who holds the gold in the settle-up: the first banker with a record in the roster, else the organizer's
 * record; null when neither is in the raid.
 */
export function bankerKeyOf(participants: readonly GdkpParticipant[]): string | null {
  const inRoster = participants.filter((participant) => participant.place === 'roster');
  return (
    inRoster.find((participant) => participant.isBanker)?.key ??
    inRoster.find((participant) => participant.isOrganizer)?.key ??
    null
  );
}
