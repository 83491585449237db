import { describe, expect, it } from 'vitest';
import { membersFirst, mergeTeamMembers, sameTeamMembers } from './teams.js';

describe('mergeTeamMembers', () => {
  it('keeps a member picked by hand who also holds the role once, as picked by hand', () => {
    const rows = mergeTeamMembers(
      [{ userId: '1', name: 'Jaina' }],
      [
        { userId: '1', name: 'Jaina' },
        { userId: '2', name: 'Thrall' },
      ],
    );
    expect(rows).toEqual([
      { userId: '1', name: 'Jaina', byRole: false },
      { userId: '2', name: 'Thrall', byRole: true },
    ]);
  });

  it('answers only the role holders when nobody is picked, and nobody for neither', () => {
    expect(mergeTeamMembers([], [{ userId: '3', name: 'Anduin' }])).toEqual([
      { userId: '3', name: 'Anduin', byRole: true },
    ]);
    expect(mergeTeamMembers([], [])).toEqual([]);
  });
});

describe('sameTeamMembers', () => {
  const jaina = { userId: '1', name: 'Jaina', byRole: false };
  const thrall = { userId: '2', name: 'Thrall', byRole: true };

  it('sees the same members in another order as no change', () => {
    expect(sameTeamMembers([jaina, thrall], [thrall, jaina])).toBe(true);
  });

  it('sees a member more or less, a new name and a member now by role as changes', () => {
    expect(sameTeamMembers([jaina], [jaina, thrall])).toBe(false);
    expect(sameTeamMembers([jaina, thrall], [jaina, { ...thrall, userId: '3' }])).toBe(false);
    expect(sameTeamMembers([jaina], [{ ...jaina, name: 'Lady Jaina' }])).toBe(false);
    expect(sameTeamMembers([jaina], [{ ...jaina, byRole: true }])).toBe(false);
  });
});

describe('membersFirst', () => {
  it("puts the team's members before the others and keeps each group's order", () => {
    const records = [{ userID: 'a' }, { userID: 'm1' }, { userID: 'b' }, { userID: 'm2' }];
    expect(membersFirst(records, new Set(['m2', 'm1'])).map((record) => record.userID)).toEqual([
      'm1',
      'm2',
      'a',
      'b',
    ]);
  });
});
