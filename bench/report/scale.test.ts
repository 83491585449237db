import { describe, expect, it } from 'vitest';
import { scaleRows } from './scale.js';
import type { Row } from './table.js';

const row = (cost: number, earlierCost?: number): Row => ({
  what: '`/api/users`',
  measured: '',
  reference: '',
  ratio: '',
  goal: '',
  met: true,
  scale: {
    cost,
    figure: `median ${cost}`,
    ...(earlierCost !== undefined && {
      earlier: { name: 'p99 of the rounds', cost: earlierCost, figure: `p99 ${earlierCost}` },
    }),
  },
});

describe('the 1M-against-100k rows', () => {
  it('judges the cost and prints the former way beside it, not judged', () => {
    const [scaled] = scaleRows([row(1.1, 4)], [row(1, 1)], { large: 1_000_000, small: 100_000 });
    expect(scaled?.met).toBe(true);
    expect(scaled?.ratio).toBe('1.10 × of its 100k figure (p99 of the rounds: 4.00 ×, not judged)');
    expect(scaled?.measured).toBe('median 1.1; p99 of the rounds: p99 4');
    expect(scaled?.reference).toBe('at 100k raids: median 1; p99 of the rounds: p99 1');
  });

  it('prints no former figure for a row that has none', () => {
    const [scaled] = scaleRows([row(1.3)], [row(1)], { large: 1_000_000, small: 100_000 });
    expect(scaled?.met).toBe(false);
    expect(scaled?.ratio).toBe('1.30 × of its 100k figure');
  });
});
