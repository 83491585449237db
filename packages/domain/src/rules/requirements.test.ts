import { describe, it, expect } from 'vitest';
import type { Zone } from '../catalogue/types.js';
import { checkedLogZone, checkRequirements, isAcceptedResult, logsFigure } from './requirements.js';
import type { CharacterFigures, RaidRequirements, RequirementResult } from './requirements.js';

const raid = (requiredLogs: number, requiredIlvl: number, byers = false): RaidRequirements => ({
  requiredLogs,
  requiredIlvl,
  byers,
});
const char = (logs: number | null, ilvl: number | null, found = true): CharacterFigures => ({
  found,
  logs,
  ilvl,
});

describe('checkRequirements: logs', () => {
  it("logs 94 below required 95 fails with 'logsBelow'", () => {
    expect(checkRequirements(raid(95, 0), char(94, 300))).toBe('logsBelow');
  });

  it('logs equal to the required 95 pass', () => {
    expect(checkRequirements(raid(95, 0), char(95, 300))).toBe('success');
  });

  it('logs above the required value pass', () => {
    expect(checkRequirements(raid(50, 0), char(99.5, 300))).toBe('success');
  });

  it('a fraction just below the required value fails', () => {
    expect(checkRequirements(raid(50, 0), char(49.9, 300))).toBe('logsBelow');
  });

  it('null logs count as 0', () => {
    expect(checkRequirements(raid(1, 0), char(null, 300))).toBe('logsBelow');
    expect(checkRequirements(raid(0, 0), char(null, null))).toBe('success');
  });

  it('required logs 0 asks nothing, even of a character with 0 logs', () => {
    expect(checkRequirements(raid(0, 200), char(0, 200))).toBe('success');
  });
});

describe('checkRequirements: ilvl', () => {
  it("ilvl below the required value fails with 'ilvlLower'", () => {
    expect(checkRequirements(raid(0, 245), char(99, 244))).toBe('ilvlLower');
  });

  it('ilvl equal to the required value passes', () => {
    expect(checkRequirements(raid(0, 245), char(0, 245))).toBe('success');
  });

  it('gear score up to 9999 compares the same way', () => {
    expect(checkRequirements(raid(0, 5800), char(0, 5799))).toBe('ilvlLower');
    expect(checkRequirements(raid(0, 5800), char(0, 6200))).toBe('success');
  });

  it("an unknown ilvl fails with 'ilvlUnknown' when one is required, not as a 0", () => {
    expect(checkRequirements(raid(0, 1), char(90, null))).toBe('ilvlUnknown');
    expect(checkRequirements(raid(0, 0), char(90, null))).toBe('success');
    expect(checkRequirements({ ...raid(0, 1), byers: true }, char(90, null))).toBe('buyer');
  });

  it('required ilvl 0 asks nothing', () => {
    expect(checkRequirements(raid(50, 0), char(60, 0))).toBe('success');
  });
});

describe('checkRequirements: order and not found', () => {
  it('checks logs before ilvl when both fail', () => {
    expect(checkRequirements(raid(95, 245), char(10, 100))).toBe('logsBelow');
  });

  it('reports ilvl when logs pass and ilvl fails', () => {
    expect(checkRequirements(raid(95, 245), char(95, 100))).toBe('ilvlLower');
  });

  it('passes when both are met', () => {
    expect(checkRequirements(raid(95, 245), char(95, 245))).toBe('success');
  });

  it("a character the logs site does not know fails with 'notFound' when anything is required", () => {
    expect(checkRequirements(raid(50, 0), char(null, null, false))).toBe('notFound');
    expect(checkRequirements(raid(0, 200), char(null, null, false))).toBe('notFound');
    expect(checkRequirements(raid(50, 200), char(99, 300, false))).toBe('notFound');
  });

  it("a character the logs site does not know is a 'success' when nothing is required", () => {
    expect(checkRequirements(raid(0, 0), char(null, null, false))).toBe('success');
  });
});

describe('checkRequirements: buyers allowed', () => {
  it.each<[string, RaidRequirements, CharacterFigures]>([
    ['logs below', raid(95, 0, true), char(94, 300)],
    ['ilvl lower', raid(0, 245, true), char(99, 244)],
    ['not found', raid(50, 0, true), char(null, null, false)],
    ['both failing', raid(95, 245, true), char(0, 0)],
  ])("turns the failure '%s' into 'buyer'", (_name, requirements, figures) => {
    expect(checkRequirements(requirements, figures)).toBe('buyer');
  });

  it('keeps a character that meets the requirements a success, not a buyer', () => {
    expect(checkRequirements(raid(95, 245, true), char(95, 245))).toBe('success');
  });

  it('a raid with buyers and no requirements accepts anyone as a success', () => {
    expect(checkRequirements(raid(0, 0, true), char(null, null, false))).toBe('success');
    expect(checkRequirements(raid(0, 0, true), char(0, 0))).toBe('success');
  });
});

describe('isAcceptedResult', () => {
  it.each<[RequirementResult, boolean]>([
    ['success', true],
    ['buyer', true],
    ['logsBelow', false],
    ['ilvlLower', false],
    ['notFound', false],
  ])('%s is accepted: %s', (result, accepted) => {
    expect(isAcceptedResult(result)).toBe(accepted);
  });
});

describe('the figures the check uses', () => {
  it('logsFigure is the whole part of the average, the number every place shows', () => {
    expect([logsFigure(94.99), logsFigure(95), logsFigure(23.60545454545455), logsFigure(null)]).toEqual([
      94,
      95,
      23,
      null,
    ]);
  });

  it('the check passes exactly when the shown figure reaches the requirement', () => {
    for (const logs of [22.9, 23, 23.6, 24]) {
      const passes = checkRequirements(raid(24, 0), char(logs, 300)) === 'success';
      expect(passes).toBe((logsFigure(logs) ?? 0) >= 24);
    }
  });

  it('checkedLogZone is the first of the raid zones that asks for logs', () => {
    const zone = (logzone: number, dontAskLogs = false) => ({ logzone, dontAskLogs }) as Zone;
    expect(checkedLogZone([zone(0, true), null, zone(1017), zone(1018)])).toBe(1017);
    expect(checkedLogZone([zone(0, true), null])).toBeUndefined();
  });
});
