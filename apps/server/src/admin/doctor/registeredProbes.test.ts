import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { describe, expect, it } from 'vitest';
import { createCharacter, createUser } from '../../testing/factories.js';
import { useTestDatabase } from '../../testing/testDatabase.js';
import { catalogueSites, registeredProbes } from './doctor.js';

const database = useTestDatabase();

describe("the doctor's look-ups against the real Warcraft Logs", () => {
  it('asks each site for the newest character registered on one of its realms, and no one where none is', async () => {
    const user = await createUser(database.db);
    const realm = (site: string) => {
      const server = expansionCatalogue('classic').servers.find((s) => s.logsSite === site);
      if (!server) throw new Error(`no ${site} realm`);
      return server;
    };
    const vanilla = realm('vanilla');
    const fresh = realm('fresh');
    await createCharacter(database.db, user.id, { expansion: 'classic', name: 'Older', server: vanilla.id });
    await createCharacter(database.db, user.id, { expansion: 'classic', name: 'Newer', server: vanilla.id });
    await createCharacter(database.db, user.id, {
      expansion: 'classic',
      name: 'Gone',
      server: fresh.id,
      deleted: true,
    });
    const probes = await registeredProbes(database.db);
    expect(probes.map((probe) => probe.site)).toEqual(catalogueSites());
    expect(probes.find((probe) => probe.site === 'vanilla')?.character).toEqual({
      name: 'Newer',
      serverSlug: vanilla.serverSlug,
      serverRegion: vanilla.serverRegion,
    });
    for (const site of ['fresh', 'sod', 'classic']) {
      expect(probes.find((probe) => probe.site === site)?.character).toBeNull();
    }
  });
});
