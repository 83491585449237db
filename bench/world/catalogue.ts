import { roleNumber } from '@raid/domain/catalogue/types';
import { CURRENT_EXPANSION, expansionCatalogue } from '@raid/domain/catalogue/expansions';

/**
 * The game values the world uses, taken from the product's own catalogue so every id is one the presenters
 * know: the current expansion (served on the bare domain, where the bench sends its requests), its realms,
 * raid zones with their sizes, and every class's specs with their roles.
 */
export interface WorldCatalogue {
  expansion: string;
  servers: number[];
  zones: Array<{ zone: number; size: number; hardmode: boolean }>;
  specs: Array<{ classId: number; specId: number; role: number }>;
}

export function worldCatalogue(): WorldCatalogue {
  const catalogue = expansionCatalogue(CURRENT_EXPANSION);
  const relevant = [...catalogue.zones].sort((a, b) => Number(a.notRelevant) - Number(b.notRelevant));
  return {
    expansion: CURRENT_EXPANSION,
    servers: catalogue.servers.map((server) => server.id),
    zones: relevant.flatMap((zone) =>
      zone.sizes.map((size) => ({ zone: zone.id, size, hardmode: zone.hardmode })),
    ),
    specs: catalogue.classes.flatMap((gameClass) =>
      gameClass.specs.map((spec) => ({
        classId: gameClass.id,
        specId: spec.id,
        role: roleNumber[spec.role],
      })),
    ),
  };
}
