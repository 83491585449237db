import { DEFAULT_GDKP_RULES, type GdkpRules } from '@raid/domain/schemas/gdkp';
import { describe, expect, it } from 'vitest';
import {
  bpToPercent,
  draftErrors,
  draftToRules,
  parseGold,
  percentToBp,
  rulesToDraft,
} from './rulesDraft.js';

describe('percentToBp', () => {
  it.each([
    ['0', 0],
    ['10', 1_000],
    ['12.5', 1_250],
    ['7,25', 725],
    ['0.01', 1],
    [' 100 ', 10_000],
  ])('reads "%s" as %i basis points', (text, bp) => {
    expect(percentToBp(text)).toBe(bp);
  });

  it.each(['', '100.01', '101', '-1', '1.234', 'ten', '1e2'])('refuses "%s"', (text) => {
    expect(percentToBp(text)).toBeNull();
  });

  it('gives back every basis point it wrote', () => {
    for (let bp = 0; bp <= 10_000; bp += 1) expect(percentToBp(bpToPercent(bp))).toBe(bp);
  });
});

describe('parseGold', () => {
  it('takes whole gold up to 10,000,000 only', () => {
    expect(parseGold('5000')).toBe(5000);
    expect(parseGold('10000000')).toBe(10_000_000);
    expect(parseGold('10000001')).toBeNull();
    expect(parseGold('12.5')).toBeNull();
    expect(parseGold('')).toBeNull();
  });
});

describe('the rules draft', () => {
  const rules: GdkpRules = {
    organizerCutBp: 1_250,
    extraCuts: [
      { label: 'Tanks', kind: 'percent', amount: 300, to: { role: 'tank' } },
      { label: 'Main healer', kind: 'fixed', amount: 500, to: { record: 17 } },
    ],
    minimumSpendGold: 5_000,
    shortfall: 'owed',
    lateForfeitBp: 2_500,
    leftEarlyForfeitBp: 10_000,
    bench: 'half',
    roundingCopper: 100,
    remainderTo: { record: 17 },
    hiddenFromVisitors: true,
  };

  it('gives back the rules it was made from', () => {
    expect(draftToRules(rulesToDraft(rules))).toEqual(rules);
    expect(draftToRules(rulesToDraft(DEFAULT_GDKP_RULES))).toEqual(DEFAULT_GDKP_RULES);
  });

  it('names the invalid fields and makes no rules of them', () => {
    const draft = rulesToDraft(rules);
    const broken = {
      ...draft,
      organizerCut: '120',
      extraCuts: [
        { ...draft.extraCuts[0], label: ' ', kind: 'fixed' as const, amount: '1.5', to: 'role:tank' },
      ],
    };
    expect([...draftErrors(broken)]).toEqual(['organizerCut', 'extraCut.0.label', 'extraCut.0.amount']);
    expect(draftToRules(broken)).toBeNull();
  });
});
