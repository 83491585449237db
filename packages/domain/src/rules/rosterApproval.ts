/** What a leader is warned of before approving a roster (issue 28): it has no tank, no healer, or free slots. */
interface RosterApprovalWarnings {
  noTank: boolean;
  noHealer: boolean;
  /** Slots of the raid's size that hold nobody. */
  emptySlots: number;
}

/** `records`: the raid's records; those with a slot above 0 make the roster. Role 1 is a tank, 2 a healer. */
export function rosterApprovalWarnings(
  records: ReadonlyArray<{ slot: number; role: number }>,
  size: number,
): RosterApprovalWarnings {
  const roster = records.filter((record) => record.slot > 0);
  return {
    noTank: !roster.some((record) => record.role === 1),
    noHealer: !roster.some((record) => record.role === 2),
    emptySlots: Math.max(0, size - roster.length),
  };
}
