import { findSpec } from '@raid/domain/catalogue/classes';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { factions } from '@raid/domain/catalogue/common';
import type { Character } from '@raid/domain/schemas/character';
import type { LockoutSave } from '@raid/domain/schemas/lockouts';
import { roleNumber } from '@raid/domain/catalogue/types';
import type { CharacterRow } from '../../db/schema.js';
import type { CharacterRaidLink } from '../../data/chars.js';

/** A character row as SPEC section 3 "Character" spells it, with its upcoming raids and current saves. */
export function presentCharacter(
  row: CharacterRow,
  raids: CharacterRaidLink[],
  saves: LockoutSave[],
): Character {
  const expansion = row.expansion;
  const catalogue = expansionCatalogue(expansion);
  const cls = catalogue.classes.find((candidate) => candidate.id === row.class);
  const spec2 = row.spec2 ? findSpec(expansion, row.spec2) : undefined;
  return {
    id: row.id,
    name: row.name,
    server: row.server,
    serverName: catalogue.servers.find((server) => server.id === row.server)?.name ?? '',
    faction: row.faction,
    factionEng: factions.find((faction) => faction.id === row.faction)?.nameEng ?? '',
    class: row.class,
    classEng: cls?.nameEng ?? '',
    spec: row.spec,
    spec2: row.spec2,
    specs: row.spec2 ? [row.spec, row.spec2] : [row.spec],
    role2: spec2 ? roleNumber[spec2.role] : null,
    logs: row.logs,
    ilvl: row.ilvl,
    image: cls?.image ?? '',
    off: row.deleted ? 1 : 0,
    raids: raids.map((link) => ({ raid: link.raid, slot: link.slot, date: link.date.toISOString() })),
    saves,
  };
}
