import { describe, expect, it } from 'vitest';
import { byDateThenId } from './dateOrder.js';

describe('byDateThenId', () => {
  it('orders by time, then by id, as localeCompare of the ISO text did', () => {
    const items = [
      { id: 3, date: '2026-11-28T22:01:29.236Z' },
      { id: 2, date: '2026-11-28T22:01:29.236Z' },
      { id: 1, date: '2026-12-01T08:00:00.000Z' },
      { id: 4, date: '2025-01-31T23:59:59.999Z' },
    ];
    const expected = [...items].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    expect([...items].sort(byDateThenId)).toEqual(expected);
    expect([...items].sort(byDateThenId).map((item) => item.id)).toEqual([4, 2, 3, 1]);
  });
});
