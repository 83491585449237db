import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The subset of the real v2 schema the server asks for, written from the public schema documentation every
 * site serves (https://www.warcraftlogs.com/v2-api-docs/warcraft/ and the same path on classic., vanilla.,
 * fresh. and sod.): `query.doc.html`, `characterdata.doc.html`, `character.doc.html` (zoneRankings' arguments and
 * defaults), `characterrankingmetrictype.doc.html`, `rankingcomparetype.doc.html`,
 * `rankingtimeframetype.doc.html`, `roletype.doc.html`, `ratelimitdata.doc.html`, `gamedata.doc.html`, and for
 * reports (issue 30) `reportdata.doc.html`, `report.doc.html`, `reportfight.doc.html`, `reportmasterdata.doc.html`,
 * `reportactor.doc.html`, `reportpagination.doc.html`, `zone.doc.html`, `killtype.doc.html`: the same types as
 * the schema dump ToppleTheNun/mchammer keeps of the real API (packages/wcl/src/gql/schema.graphql: ReportData
 * `report(code: String)` and `reports(endTime: Float, guildID: Int = 0, guildName: String, guildServerSlug:
 * String, guildServerRegion: String, guildTagID: Int = 0, userID: Int = 0, limit: Int = 100, page: Int = 1,
 * startTime: Float = 0, zoneID: Int = 0, gameZoneID: Int = 0)`, Report, ReportFight, ReportMasterData,
 * ReportActor, ReportPagination). Types,
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

  enum KillType {
    All
    Encounters
    Kills
    Trash
    Wipes
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
    reportData: ReportData
  }

  type ReportData {
    report(code: String): Report
    reports(
      endTime: Float
      guildID: Int = 0
      guildName: String
      guildServerSlug: String
      guildServerRegion: String
      guildTagID: Int = 0
      userID: Int = 0
      limit: Int = 100
      page: Int = 1
      startTime: Float = 0
      zoneID: Int = 0
      gameZoneID: Int = 0
    ): ReportPagination
  }

  type ReportPagination {
    data: [Report]
    total: Int!
    per_page: Int!
    current_page: Int!
    from: Int
    to: Int
    last_page: Int!
    has_more_pages: Boolean!
  }

  type Report {
    code: String!
    title: String!
    startTime: Float!
    endTime: Float!
    visibility: String!
    zone: Zone
    fights(
      difficulty: Int = 0
      encounterID: Int = 0
      fightIDs: [Int] = []
      killType: KillType = All
      translate: Boolean = true
    ): [ReportFight]
    masterData(translate: Boolean = true): ReportMasterData
  }

  type Zone {
    id: Int!
    name: String!
  }

  type ReportFight {
    id: Int!
    encounterID: Int!
    name: String!
    startTime: Float!
    endTime: Float!
    kill: Boolean
    friendlyPlayers: [Int]
  }

  type ReportMasterData {
    logVersion: Int!
    actors(type: String = "", subType: String = ""): [ReportActor]
  }

  type ReportActor {
    gameID: Float
    id: Int
    name: String
    petOwner: Int
    server: String
    subType: String
    type: String
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
