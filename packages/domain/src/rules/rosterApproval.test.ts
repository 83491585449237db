import { describe, expect, it } from 'vitest';
import { rosterApprovalWarnings } from './rosterApproval.js';

describe('the warnings before a roster is approved', () => {
  it('names a missing tank and healer and counts the free slots; the sign-up list does not count', () => {
    const records = [
      { slot: 1, role: 3 },
      { slot: 2, role: 3 },
      { slot: 0, role: 1 },
      { slot: 0, role: 2 },
    ];
    expect(rosterApprovalWarnings(records, 10)).toEqual({ noTank: true, noHealer: true, emptySlots: 8 });
  });

  it('has nothing to say about a full roster with a tank and a healer', () => {
    const records = [
      { slot: 1, role: 1 },
      { slot: 2, role: 2 },
      { slot: 3, role: 3 },
    ];
    expect(rosterApprovalWarnings(records, 3)).toEqual({ noTank: false, noHealer: false, emptySlots: 0 });
  });
});
