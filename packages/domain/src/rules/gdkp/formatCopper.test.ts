import { describe, expect, it } from 'vitest';
import { formatCopper } from './formatCopper.js';

describe('formatCopper', () => {
  it('writes gold, silver and copper the way the game does, in English and Russian', () => {
    expect(formatCopper(123_456_789, 'en')).toBe('12,345g 67s 89c');
    expect(formatCopper(123_456_789, 'ru')).toBe('12\u00a0345з 67с 89м');
  });

  it('leaves out zero parts, and writes nothing at all as 0g', () => {
    expect(formatCopper(5_000_000, 'en')).toBe('500g');
    expect(formatCopper(6_700, 'en')).toBe('67s');
    expect(formatCopper(10_005, 'ru')).toBe('1з 5м');
    expect(formatCopper(0, 'en')).toBe('0g');
  });

  it('marks a debt with a minus sign and groups every thousand', () => {
    expect(formatCopper(-83_550_000, 'en')).toBe('-8,355g');
    expect(formatCopper(12_345_678_900_000, 'en')).toBe('1,234,567,890g');
  });
});
