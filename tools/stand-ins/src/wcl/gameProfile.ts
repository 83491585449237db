/**
 * Character.gameData: Warcraft Logs has no item-level field, so the server reads it from this cached Blizzard
 * profile, with the field names of Blizzard's character profile summary.
 */
import { expansionGear, wclClasses } from './gameData.js';
import type { KnownCharacter } from './knownCharacters.js';
import { hash } from './stableNumbers.js';

export function gameProfile(character: KnownCharacter): Record<string, unknown> {
  const gear = expansionGear[character.expansion];
  const h = hash(character.name.toLowerCase(), character.serverSlug, character.region, 'ilvl');
  const average = character.figures?.ilvl ?? gear.ilvlMin + (h % (gear.ilvlMax - gear.ilvlMin + 1));
  const wclClass = wclClasses.find((c) => c.id === character.wclClassId);
  return {
    global: {
      id: character.id,
      name: character.name,
      level: gear.level,
      realm: { id: character.serverId, name: character.serverName, slug: character.serverSlug },
      character_class: { name: wclClass?.name ?? null },
      active_spec: { name: character.mainSpec },
      average_item_level: average,
      equipped_item_level: character.figures
        ? character.figures.ilvl
        : Math.max(gear.ilvlMin, average - ((h >>> 7) % 3)),
    },
  };
}
