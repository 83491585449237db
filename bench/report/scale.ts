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
    const smallLabel = sizeLabel(sizes.small);
    // The former way's ratio stays beside the one the goal is judged on, so nothing it said is hidden.
    const now = row.scale.earlier;
    const then = before.scale.earlier;
    const earlier =
      now && then
        ? { name: now.name, ratio: now.cost / then.cost, large: now.figure, small: then.figure }
        : null;
    return [
      {
        what: `${row.what} at ${sizeLabel(sizes.large)} raids`,
        measured: row.scale.figure + (earlier ? `; ${earlier.name}: ${earlier.large}` : ''),
        reference:
          `at ${smallLabel} raids: ${before.scale.figure}` +
          (earlier ? `; ${earlier.name}: ${earlier.small}` : ''),
        ratio:
          `${times(ratio)} of its ${smallLabel} figure` +
          (earlier ? ` (${earlier.name}: ${times(earlier.ratio)}, not judged)` : ''),
        goal: `≤ ${SCALE_GOAL} × its ${smallLabel} figure`,
        met: ratio <= SCALE_GOAL,
      },
    ];
  });
}
