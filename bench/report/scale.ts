import { sizeLabel } from '../config.js';
import { times } from './format.js';
import type { Row } from './table.js';

/** The goal for the 1M world: every read row within 1.2 × of its figure at 100k. */
export const SCALE_GOAL = 1.2;

/**
 * Each read row of the largest world next to the same row on a smaller one (`BENCH_SIZES=...,100k,1m`): the
 * ratio of their costs, each already divided by its own bare reference measured in the same run, so a busier
 * machine in one of the two runs does not read as the world's size.
 */
export function scaleRows(large: Row[], small: Row[], sizes: { large: number; small: number }): Row[] {
  return large.flatMap((row) => {
    const before = small.find((candidate) => candidate.what === row.what);
    if (!row.scale || !before?.scale) return [];
    const ratio = row.scale.cost / before.scale.cost;
    return [
      {
        what: `${row.what} at ${sizeLabel(sizes.large)} raids`,
        measured: row.scale.figure,
        reference: `at ${sizeLabel(sizes.small)} raids: ${before.scale.figure}`,
        ratio: `${times(ratio)} of its ${sizeLabel(sizes.small)} figure`,
        goal: `≤ ${SCALE_GOAL} × its ${sizeLabel(sizes.small)} figure`,
        met: ratio <= SCALE_GOAL,
      },
    ];
  });
}
