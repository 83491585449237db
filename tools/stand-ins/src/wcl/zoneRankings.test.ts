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
});
