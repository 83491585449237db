import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { describe, expect, it } from 'vitest';
import { buildKnownCharacters } from './knownCharacters.js';
import { zoneRankings } from './zoneRankings.js';

const seeded = [...buildKnownCharacters().values()]
  .flatMap((character) => [character, ...character.otherExpansions])
  .filter((character) => character.figures !== null);

describe('Warcraft Logs stand-in: zone rankings of the demo characters', () => {
  it("answers every demo character's main spec with the logs its card was seeded with, in every zone of its expansion, one-boss zones included", () => {
    expect(seeded.length).toBeGreaterThan(100);
    const missing: string[] = [];
    let oneBossZones = 0;
    for (const character of seeded) {
      const zones = expansionCatalogue(character.expansion).zones.filter(
        (zone) => zone.logzone && !zone.dontAskLogs,
      );
      for (const zone of zones) {
        const rankings = zoneRankings(character, { zoneID: zone.logzone }) as {
          bestPerformanceAverage: number | null;
          rankings: unknown[];
        };
        if (rankings.rankings.length === 1) oneBossZones += 1;
        if (rankings.bestPerformanceAverage !== character.figures?.logs)
          missing.push(`${character.expansion} ${character.name} zone ${zone.logzone}`);
      }
    }
    expect(oneBossZones, 'the demo has zones of a single boss').toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('gives per-boss percentiles that average to the headline, each between 0 and 100', () => {
    const off: string[] = [];
    for (const character of seeded.slice(0, 60)) {
      const zone = expansionCatalogue(character.expansion).zones.find((z) => z.logzone && !z.dontAskLogs);
      const answer = zoneRankings(character, { zoneID: zone?.logzone }) as {
        bestPerformanceAverage: number;
        rankings: Array<{ rankPercent: number | null }>;
      };
      const killed = answer.rankings.flatMap((r) => (r.rankPercent === null ? [] : [r.rankPercent]));
      const mean = killed.reduce((sum, value) => sum + value, 0) / killed.length;
      if (Math.abs(mean - answer.bestPerformanceAverage) > 1e-6 || killed.some((v) => v < 0 || v > 100))
        off.push(
          `${character.expansion} ${character.name}: mean ${mean} vs ${answer.bestPerformanceAverage}`,
        );
    }
    expect(off).toEqual([]);
  });
});
