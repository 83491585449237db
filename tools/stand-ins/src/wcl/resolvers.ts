/** The GraphQL root value: each resolver charges the request's points the way the real API counts them. */
import { expansionGear, regions, wclClasses } from './gameData.js';
import { gameProfile } from './gameProfile.js';
import { characterKey, type KnownCharacter } from './knownCharacters.js';
import { round } from './stableNumbers.js';
import type { RateLimitState } from './state.js';
import { zoneRankings, type ZoneRankingsArgs } from './zoneRankings.js';

export interface RequestContext {
  charge(points: number): void;
}

export function createRootValue(known: Map<string, KnownCharacter>, rate: () => RateLimitState) {
  const characterObject = (character: KnownCharacter) => {
    const region = regions[character.region] ?? { id: 0, name: character.region.toUpperCase() };
    return {
      id: character.id,
      canonicalID: character.id,
      name: character.name,
      classID: character.wclClassId,
      level: expansionGear[character.expansion].level,
      hidden: false,
      server: {
        id: character.serverId,
        name: character.serverName,
        normalizedName: character.serverName.replace(/[\s']/g, ''),
        slug: character.serverSlug,
        region: {
          id: region.id,
          compactName: character.region.toUpperCase(),
          name: region.name,
          slug: character.region,
        },
      },
      gameData: (_args: unknown, context: RequestContext) => {
        context.charge(1);
        return gameProfile(character);
      },
      zoneRankings: (args: ZoneRankingsArgs, context: RequestContext) => {
        context.charge(1);
        return zoneRankings(character, args);
      },
    };
  };
  return {
    characterData: () => ({
      character: (
        args: {
          id?: number | null;
          name?: string | null;
          serverSlug?: string | null;
          serverRegion?: string | null;
        },
        context: RequestContext,
      ) => {
        context.charge(0.5);
        if (args.id != null) {
          const byId = [...known.values()].find((c) => c.id === args.id);
          return byId ? characterObject(byId) : null;
        }
        if (!args.name || !args.serverSlug || !args.serverRegion) return null;
        const character = known.get(characterKey(args.name, args.serverSlug, args.serverRegion));
        return character ? characterObject(character) : null;
      },
    }),
    gameData: () => ({
      class: (args: { id: number }) => wclClasses.find((c) => c.id === args.id) ?? null,
      classes: () => wclClasses,
    }),
    rateLimitData: () => {
      const state = rate();
      return {
        limitPerHour: state.limitPerHour,
        pointsSpentThisHour: round(state.pointsSpentThisHour, 2),
        pointsResetIn: Math.max(0, Math.ceil((state.windowStartedAt + 3_600_000 - Date.now()) / 1000)),
      };
    },
  };
}

export type RootValue = ReturnType<typeof createRootValue>;
