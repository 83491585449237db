import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { demoCharacters, demoRealmId } from '@raid/stand-ins/demoWorld';
import type { Db } from '../db/database.js';
import { createCharacter } from './factories.js';

/**
 * Characters the Warcraft Logs stand-in knows (the expansion's demo characters), handed out one at a time, so a
 * test's sign-ups meet real logs and item levels. They share one realm and faction: `realm` places a raid there.
 */
export function knownCharacters(db: Db, expansion: ExpansionKey = 'wotlk') {
  const catalogue = expansionCatalogue(expansion);
  const known = demoCharacters(expansion, catalogue.classes, demoRealmId(catalogue.servers));
  const [first] = known;
  if (!first) throw new Error(`no demo characters in ${expansion}`);
  let next = 0;
  /** The next demo character not handed out yet. */
  const take = () => {
    const demo = known[next++];
    if (!demo) throw new Error('out of demo characters');
    return demo;
  };
  return {
    realm: { server: first.serverId, faction: first.faction },
    take,
    /** The next one, as the user's character. */
    create: (userId: string) => {
      const demo = take();
      return createCharacter(db, userId, {
        name: demo.name,
        server: demo.serverId,
        faction: demo.faction,
        class: demo.classId,
        spec: demo.spec,
        spec2: demo.spec2 ?? 0,
      });
    },
  };
}
