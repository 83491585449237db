import { describe, expect, it } from 'vitest';
import { listReloadDelay } from './listReload.js';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('listReloadDelay', () => {
  it('is the first active raid’s start plus 1 hour', () => {
    const raids = [
      { date: '2026-11-23T11:30:00.000Z', status: 'canceled' as const },
      { date: '2026-11-23T14:00:00.000Z', status: 'active' as const },
      { date: '2026-11-23T11:45:00.000Z', status: 'active' as const },
    ];
    expect(listReloadDelay(raids, now)).toBe(45 * 60_000);
  });

  it('is at once for an overdue raid, and none without an active raid or beyond a timer', () => {
    expect(listReloadDelay([{ date: '2026-11-23T10:00:00.000Z', status: 'active' }], now)).toBe(0);
    expect(listReloadDelay([{ date: '2026-11-23T10:00:00.000Z', status: 'completed' }], now)).toBeNull();
    expect(listReloadDelay([], now)).toBeNull();
    expect(listReloadDelay([{ date: '2027-06-01T10:00:00.000Z', status: 'active' }], now)).toBeNull();
  });
});
