/**
 * The GraphQL root value of one site: each resolver charges the request's points the way the real API counts
 * them, and `character` finds only the characters of that site.
 */
import type { WclSite } from '@raid/domain/catalogue/types';
import { Kind, type GraphQLResolveInfo } from 'graphql';
import { expansionGear, regions, wclClasses } from './gameData.js';
import { gameProfile } from './gameProfile.js';
import type { DemoReport } from '../demoReports.js';
import { characterForZones, characterKey, type KnownCharacter } from './knownCharacters.js';
import { createReportData } from './reportResolvers.js';
import { round } from './stableNumbers.js';
import type { RateLimitState } from './state.js';
import { zoneRankings, type ZoneRankingsArgs } from './zoneRankings.js';

export interface RequestContext {
  charge(points: number): void;
}

/** The zone ids of the `zoneRankings` fields selected under this `character` field (literals or variables). */
function askedZoneIds(info: GraphQLResolveInfo): number[] {
  const ids: number[] = [];
  for (const node of info.fieldNodes) {
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== Kind.FIELD || selection.name.value !== 'zoneRankings') continue;
      const argument = selection.arguments?.find((arg) => arg.name.value === 'zoneID');
      if (argument?.value.kind === Kind.INT) ids.push(Number(argument.value.value));
      if (argument?.value.kind === Kind.VARIABLE) {
        const value = info.variableValues[argument.value.name.value];
        if (typeof value === 'number') ids.push(value);
      }
    }
  }
  return ids;
}

export function createRootValue(
  known: Map<string, KnownCharacter>,
  site: WclSite,
  rate: () => RateLimitState,
  reports: readonly DemoReport[],
) {
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
        return character.noGear ? null : gameProfile(character);
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
        info: GraphQLResolveInfo,
      ) => {
        context.charge(0.5);
        if (args.id != null) {
          const byId = [...known.values()].find((c) => c.site === site && c.id === args.id);
          return byId ? characterObject(byId) : null;
        }
        if (!args.name || !args.serverSlug || !args.serverRegion) return null;
        const character = known.get(characterKey(site, args.name, args.serverSlug, args.serverRegion));
        return character ? characterObject(characterForZones(character, askedZoneIds(info))) : null;
      },
    }),
    gameData: () => ({
      class: (args: { id: number }) => wclClasses.find((c) => c.id === args.id) ?? null,
      classes: () => wclClasses,
    }),
    reportData: createReportData(reports, site),
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
