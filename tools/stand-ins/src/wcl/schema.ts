import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The subset of the real v2 schema the server asks for, written from the public schema documentation every
 * site serves (https://www.warcraftlogs.com/v2-api-docs/warcraft/ and the same path on classic., vanilla.,
 * fresh. and sod.): `query.doc.html`, `characterdata.doc.html`, `character.doc.html` (zoneRankings' arguments and
 * defaults), `characterrankingmetrictype.doc.html`, `rankingcomparetype.doc.html`,
 * `rankingtimeframetype.doc.html`, `roletype.doc.html`, `ratelimitdata.doc.html`, `gamedata.doc.html`. Types,
 * argument names, nullability and enum values are the real ones, so a document the real API refuses is refused
 * here too (graphqlRoute.ts); fields the server never asks are left out, and asking one is refused as unknown.
 */
const schemaSource = /* GraphQL */ `
  "Arbitrary JSON, as the real API returns zoneRankings, encounterRankings and gameData."
  scalar JSON

  enum CharacterRankingMetricType {
    bossdps
    bossrdps
    default
    dps
    hps
    krsi
    playerscore
    playerspeed
    tankhps
    wdps
    healercombineddps
    healercombinedbossdps
    healercombinedrdps
    healercombinedbossrdps
  }

  enum RankingCompareType {
    Rankings
    Parses
  }

  enum RankingTimeframeType {
    Today
    Historical
  }

  enum RoleType {
    Any
    DPS
    Healer
    Tank
  }

  type Query {
    characterData: CharacterData
    gameData: GameData
    rateLimitData: RateLimitData
  }

  type CharacterData {
    character(id: Int, name: String, serverSlug: String, serverRegion: String): Character
  }

  type Character {
    id: Int!
    canonicalID: Int!
    name: String!
    classID: Int!
    level: Int!
    hidden: Boolean!
    server: Server!
    gameData(specID: Int, forceUpdate: Boolean = false): JSON
    zoneRankings(
      byBracket: Boolean = false
      className: String
      compare: RankingCompareType = Rankings
      difficulty: Int
      includePrivateLogs: Boolean = false
      metric: CharacterRankingMetricType = default
      partition: Int
      role: RoleType = Any
      size: Int
      specName: String
      timeframe: RankingTimeframeType = Historical
      zoneID: Int
    ): JSON
  }

  type Server {
    id: Int!
    name: String!
    normalizedName: String!
    slug: String!
    region: Region!
  }

  type Region {
    id: Int!
    compactName: String!
    name: String!
    slug: String!
  }

  type GameData {
    class(id: Int!): GameClass
    classes: [GameClass]
  }

  type GameClass {
    id: Int!
    name: String!
    slug: String!
  }

  type RateLimitData {
    limitPerHour: Int!
    pointsSpentThisHour: Float!
    pointsResetIn: Int!
  }
`;

export const wclSchema: GraphQLSchema = buildSchema(schemaSource);
