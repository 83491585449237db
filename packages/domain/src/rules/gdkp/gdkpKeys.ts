/**
 * A participant's key in the ledger: 'r:<record id>' for a record of the raid, 'n:<name>' for a buyer from
 * outside it, the name trimmed and lower-cased so that "Gildedgoblin" and "gildedgoblin " are one buyer.
 */
export function recordKey(recordId: number): string {
  return `r:${recordId}`;
}

export function outsideBuyerKey(name: string): string {
  return `n:${name.trim().toLowerCase()}`;
}
