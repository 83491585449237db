import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GDKP_RULES,
  gdkpParticipantKey,
  gdkpRules,
  gdkpSaleEditPayload,
  gdkpSalePayload,
} from './gdkp.js';

describe('GDKP payloads (issue 29)', () => {
  it('accepts the default rules', () => {
    expect(gdkpRules.parse(DEFAULT_GDKP_RULES)).toEqual(DEFAULT_GDKP_RULES);
  });

  it('refuses a percent cut above 100 % and accepts a fixed cut of the same number', () => {
    const cut = { label: 'Tanks', amount: 10_001, to: { role: 'tank' } };
    expect(
      gdkpRules.safeParse({ ...DEFAULT_GDKP_RULES, extraCuts: [{ ...cut, kind: 'percent' }] }).success,
    ).toBe(false);
    expect(
      gdkpRules.safeParse({ ...DEFAULT_GDKP_RULES, extraCuts: [{ ...cut, kind: 'fixed' }] }).success,
    ).toBe(true);
  });

  it('wants exactly one buyer: a record of the raid or a free-text name', () => {
    const sale = { raid: 3, itemName: 'Dragonspine Trophy', priceGold: 12_000 };
    expect(gdkpSalePayload.safeParse({ ...sale, buyerRecord: 5 }).success).toBe(true);
    expect(gdkpSalePayload.safeParse({ ...sale, buyerName: 'Outsider' }).success).toBe(true);
    expect(gdkpSalePayload.safeParse(sale).success).toBe(false);
    expect(gdkpSalePayload.safeParse({ ...sale, buyerRecord: 5, buyerName: 'Outsider' }).success).toBe(false);
    expect(
      gdkpSaleEditPayload.safeParse({ id: 9, itemName: ' ', buyerRecord: 5, priceGold: 1 }).success,
    ).toBe(false);
  });

  it('refuses fractional and negative prices', () => {
    const sale = { raid: 3, itemName: 'Ashkandi', buyerRecord: 5 };
    expect(gdkpSalePayload.safeParse({ ...sale, priceGold: 10.5 }).success).toBe(false);
    expect(gdkpSalePayload.safeParse({ ...sale, priceGold: -1 }).success).toBe(false);
  });

  it('reads participant keys of a record or a free-text name only', () => {
    expect(gdkpParticipantKey.safeParse('r:12').success).toBe(true);
    expect(gdkpParticipantKey.safeParse('n:outsider').success).toBe(true);
    expect(gdkpParticipantKey.safeParse('12').success).toBe(false);
  });
});
