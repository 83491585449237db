import { describe, expect, it } from 'vitest';
import type { ExpansionKey } from '../catalogue/types.js';
import { coverage, fillsMissing, groupOfSlot, type Coverage, type CoverageRecord } from './coverage.js';

const ALLIANCE = 1;
const HORDE = 2;

let nextId = 1;
/** A record in a slot (0 = sign-up list) with a class, spec and role (1 tank, 2 healer, 3 dps). */
function record(slot: number, classId: number, specID: number, role = 3): CoverageRecord {
  return { id: nextId++, slot, class: classId, specID, role };
}

const status = (report: Coverage, key: string) =>
  report.buffs.find((entry) => entry.buff.key === key)?.status;
const entry = (report: Coverage, key: string) => report.buffs.find((item) => item.buff.key === key);
const keys = (report: Coverage) => report.buffs.map((item) => item.buff.key);

describe('groupOfSlot', () => {
  it.each([
    [1, 1],
    [5, 1],
    [6, 2],
    [25, 5],
    [40, 8],
  ])('slot %i is in group %i', (slot, group) => expect(groupOfSlot(slot)).toBe(group));
});

describe('Classic', () => {
  // Horde: shaman (Enhancement) and hunter (Beast Mastery) in group 1, a Fury warrior in group 2.
  const horde = [record(1, 7, 263), record(2, 3, 253), record(6, 1, 72), record(0, 3, 254)];

  it.each([
    ['windfuryTotem', 'partial'],
    ['battleShout', 'partial'],
    ['armorReduction', 'covered'],
    ['trueshotAura', 'missing'],
    ['fortitude', 'missing'],
  ] as const)('a Horde roster: %s is %s', (key, expected) => {
    expect(status(coverage('classic', HORDE, horde), key)).toBe(expected);
  });

  it('counts a party-only buff only for the provider’s own group', () => {
    const report = coverage('classic', HORDE, horde);
    expect(entry(report, 'windfuryTotem')?.groups).toEqual([
      { group: 1, provisions: [expect.objectContaining({ recordId: horde[0]?.id })] },
      { group: 2, provisions: [] },
    ]);
    expect(entry(report, 'battleShout')?.groups.map((group) => group.provisions.length)).toEqual([0, 1]);
  });

  it('is covered when every occupied group has its own provider', () => {
    const report = coverage('classic', HORDE, [...horde, record(7, 7, 264, 2)]);
    expect(status(report, 'windfuryTotem')).toBe('covered');
  });

  it('ignores the sign-up list: the Marksmanship hunter waiting there brings no Trueshot Aura', () => {
    expect(entry(coverage('classic', HORDE, horde), 'trueshotAura')?.groups).toEqual([
      { group: 1, provisions: [] },
      { group: 2, provisions: [] },
    ]);
  });

  it('lists only the faction’s buffs: no totems for the Alliance, no blessings for the Horde', () => {
    const alliance = keys(coverage('classic', ALLIANCE, []));
    expect(alliance).toContain('blessings');
    expect(alliance).not.toContain('windfuryTotem');
    const hordeKeys = keys(coverage('classic', HORDE, []));
    expect(hordeKeys).toContain('windfuryTotem');
    expect(hordeKeys).not.toContain('blessings');
    expect(hordeKeys).not.toContain('paladinAura');
  });

  it('gives an Alliance paladin the blessings and the aura of its group', () => {
    const report = coverage('classic', ALLIANCE, [record(3, 2, 65, 2), record(8, 8, 64)]);
    expect(status(report, 'blessings')).toBe('covered');
    expect(status(report, 'paladinAura')).toBe('partial');
    expect(status(report, 'arcaneIntellect')).toBe('covered');
  });

  it('reads the same table for Season of Discovery, rune specs included', () => {
    const tank = record(1, 7, 1263, 1);
    expect(status(coverage('sod', HORDE, [tank]), 'windfuryTotem')).toBe('covered');
  });
});

describe('Wrath of the Lich King', () => {
  // Retribution paladin and Marksmanship hunter in group 1, an Enhancement shaman in group 3.
  const roster = [record(1, 2, 70), record(2, 3, 254), record(11, 7, 263), record(12, 6, 250, 1)];

  it.each([
    ['attackPowerPercent', 'covered'],
    ['replenishment', 'covered'],
    ['damagePercent', 'covered'],
    ['hastePercent', 'covered'],
    ['statsPercent', 'covered'],
    ['bloodlust', 'covered'],
    ['strengthAgility', 'covered'],
    ['meleeHaste', 'partial'],
    ['spellHit', 'missing'],
    ['bleed', 'missing'],
    ['stamina', 'missing'],
  ] as const)('%s is %s', (key, expected) => {
    expect(status(coverage('wotlk', ALLIANCE, roster), key)).toBe(expected);
  });

  it('prefers a raid-wide way: Horn of Winter covers strength and agility beyond the totem’s group', () => {
    const report = coverage('wotlk', ALLIANCE, roster);
    expect(entry(report, 'strengthAgility')?.raidWide.map((p) => p.provider.ability.en)).toEqual([
      'Horn of Winter',
    ]);
    expect(entry(report, 'strengthAgility')?.groups).toEqual([
      { group: 1, provisions: [] },
      { group: 3, provisions: [expect.objectContaining({ recordId: roster[2]?.id })] },
    ]);
  });

  it('has no faction rules: a Horde raid’s paladin blesses it', () => {
    expect(status(coverage('wotlk', HORDE, roster), 'statsPercent')).toBe('covered');
  });

  it('counts roles in the roster only', () => {
    expect(coverage('wotlk', ALLIANCE, [...roster, record(0, 5, 257, 2)]).roles).toEqual({
      tank: 1,
      healer: 0,
      dps: 3,
    });
  });

  it('finds what a sign-up would bring', () => {
    const balance = record(0, 11, 102);
    const found = fillsMissing('wotlk', ALLIANCE, [...roster, balance], balance).map((buff) => buff.key);
    expect(found).toEqual(expect.arrayContaining(['spellHit', 'spellCrit', 'spellDamageTaken', 'stats']));
    expect(found).not.toContain('hastePercent');
    const shaman = record(0, 7, 264, 2);
    expect(fillsMissing('wotlk', ALLIANCE, roster, shaman).map((buff) => buff.key)).toContain('meleeHaste');
    const secondHunter = record(0, 3, 254);
    expect(fillsMissing('wotlk', ALLIANCE, roster, secondHunter)).toEqual([]);
  });
});

describe('Cataclysm', () => {
  const roster = [record(25, 7, 263), record(1, 11, 1104, 1)];

  it('lets a shaman’s totems reach the whole raid from any group', () => {
    const report = coverage('cata', HORDE, roster);
    expect(status(report, 'meleeHaste')).toBe('covered');
    expect(entry(report, 'meleeHaste')?.groups).toEqual([]);
  });

  it.each([
    ['bleed', 'covered'],
    ['armorReduction', 'covered'],
    ['crit', 'covered'],
    ['attackPowerPercent', 'covered'],
    ['replenishment', 'missing'],
    ['spellDamageTaken', 'missing'],
  ] as const)('%s is %s', (key, expected) => {
    expect(status(coverage('cata', HORDE, roster), key)).toBe(expected);
  });
});

describe('Mists of Pandaria', () => {
  const roster = [record(1, 10, 269), record(2, 10, 268, 1), record(3, 1, 72)];

  it.each([
    ['stats', 'covered'],
    ['crit', 'covered'],
    ['attackPower', 'covered'],
    ['stamina', 'covered'],
    ['weakenedBlows', 'covered'],
    ['mortalWounds', 'covered'],
    ['physicalVulnerability', 'covered'],
    ['mastery', 'missing'],
    ['spellPower', 'missing'],
    ['bloodlust', 'missing'],
  ] as const)('%s is %s', (key, expected) => {
    expect(status(coverage('mop', ALLIANCE, roster), key)).toBe(expected);
  });

  it('does not give a Mistweaver the Windwalker’s crit', () => {
    expect(status(coverage('mop', ALLIANCE, [record(1, 10, 270, 2)]), 'crit')).toBe('missing');
  });

  it('has a shaman fill mastery, spell power and Bloodlust', () => {
    const shaman = record(0, 7, 264, 2);
    expect(fillsMissing('mop', HORDE, roster, shaman).map((buff) => buff.key)).toEqual(
      expect.arrayContaining(['mastery', 'spellPower', 'bloodlust']),
    );
  });
});

describe.each(['classic', 'sod', 'wotlk', 'cata', 'mop'] as ExpansionKey[])(
  'an empty %s roster',
  (expansion) => {
    it('misses every buff and counts no one', () => {
      const report = coverage(expansion, HORDE, []);
      expect(report.buffs.every((item) => item.status === 'missing')).toBe(true);
      expect(report.roles).toEqual({ tank: 0, healer: 0, dps: 0 });
    });
  },
);
