import { findSpec } from '@raid/domain/catalogue/classes';
import {
  difficulties,
  factions,
  HEROIC_DIFFICULTY_ID,
  lockoutResets,
  lootSystems,
  NORMAL_DIFFICULTY_ID,
} from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { roleNumber, type ExpansionKey, type Zone } from '@raid/domain/catalogue/types';
import { shouldBeArchived } from '@raid/domain/rules/raidLifecycle';
import { validateRaidSave } from '@raid/domain/rules/raidForm';
import { checkRequirements, isAcceptedResult } from '@raid/domain/rules/requirements';
import { lockoutResetFor } from '@raid/domain/rules/similarRaids';
import { characterFigures, minimumItemLevel, type Figures } from '@raid/stand-ins/demoFigures';
import { demoCharacters, demoRealmId, RUSSIAN_REALM_ID } from '@raid/stand-ins/demoWorld';
import { raidBlueprints, type RaidBlueprint } from './demoBlueprints.js';
import { pickRosters, type PlannedCharacter } from './demoRosters.js';

interface PlannedRecord {
  character: PlannedCharacter;
  slot: number;
  leader: boolean;
  byer: boolean;
  status: 'tentative' | 'late' | 'absence' | null;
  figures: Figures;
  answered: boolean;
}

export interface PlannedRaid {
  blueprint: RaidBlueprint;
  leader: PlannedCharacter;
  date: Date;
  createdAt: Date;
  server: number;
  faction: number;
  zone: number;
  size: number;
  difficulty: number;
  requiredLogs: number;
  requiredIlvl: number;
  isArchive: boolean;
  records: PlannedRecord[];
  /** Characters named in history entries that are no longer (or never were) in the raid. */
  canceledCharacter: PlannedCharacter | null;
}

export interface ExpansionPlan {
  expansion: ExpansionKey;
  characters: PlannedCharacter[];
  raids: PlannedRaid[];
}

function roleOf(expansion: ExpansionKey, specId: number): 1 | 2 | 3 {
  const spec = findSpec(expansion, specId);
  if (!spec) throw new Error(`Demo spec ${specId} is not in the ${expansion} catalogue`);
  return roleNumber[spec.role];
}

/**
 * The zone, size and difficulty of the n-th raid: the relevant zones in turn, every size and difficulty shown.
 * A raid that needs Warcraft Logs (buyers made by a logs requirement, or a past raid, which the stand-in serves a
 * report for: demoReports.ts) takes its turn among the zones Warcraft Logs ranks: Cataclysm's Baradin Hold is not.
 */
function raidShape(
  zones: readonly Zone[],
  n: number,
  needsLogs: boolean,
): { zone: Zone; size: number; difficulty: number } {
  const all = zones.filter((zone) => !zone.notRelevant);
  const logged = all.filter((zone) => zone.logzone > 0);
  const relevant = needsLogs && logged.length > 0 ? logged : all;
  const zone = relevant[n % relevant.length];
  if (!zone) throw new Error('The catalogue has no relevant zone');
  const size = zone.sizes[Math.floor(n / relevant.length) % zone.sizes.length] ?? zone.sizes[0] ?? 10;
  const difficulty = zone.hardmode && n % 2 === 1 ? HEROIC_DIFFICULTY_ID : NORMAL_DIFFICULTY_ID;
  return { zone, size, difficulty };
}

/** Everything the demo seed writes for one expansion, computed without the database. */
export function planDemoExpansion(expansion: ExpansionKey, now: Date): ExpansionPlan {
  const catalogue = expansionCatalogue(expansion);
  const realm = demoRealmId(catalogue.servers);
  const characters: PlannedCharacter[] = demoCharacters(expansion, catalogue.classes, realm).flatMap(
    (character, index) =>
      character.userId
        ? [
            {
              ...character,
              userId: character.userId,
              role: roleOf(expansion, character.spec),
              ...characterFigures(expansion, index),
            },
          ]
        : [],
  );
  const blueprints = raidBlueprints();
  const shapes = blueprints.map((blueprint, n) => {
    const shape = raidShape(catalogue.zones, n, blueprint.byers || blueprint.start(now) < now);
    const server = blueprint.russian ? RUSSIAN_REALM_ID : realm;
    const validated = validateRaidSave(
      {
        server,
        faction: 2,
        zone: shape.zone.id,
        zone2: null,
        zone3: null,
        size: shape.size,
        difficulty: shape.difficulty,
        lootSystem: blueprint.lootSystem,
        byers: blueprint.byers,
        comment: blueprint.comment,
        requiredLogs: 20 + 5 * (n % 3),
        requiredIlvl: minimumItemLevel(expansion),
      },
      {
        zones: catalogue.zones,
        serverIds: catalogue.servers.map((candidate) => candidate.id),
        factionIds: factions.map((faction) => faction.id),
        lootSystemIds: lootSystems.map((system) => system.id),
        difficultyIds: difficulties.map((difficulty) => difficulty.id),
        gearScore: catalogue.gearScore,
        useDiscordEvents: false,
      },
    );
    if (!validated.ok)
      throw new Error(`Demo raid ${n} of ${expansion} breaks a raid rule: ${validated.error}`);
    return { blueprint, raid: validated.value, date: blueprint.start(now) };
  });
  const picks = pickRosters(
    shapes.map(({ blueprint, raid, date }) => {
      const region =
        catalogue.servers.find((candidate) => candidate.id === raid.server)?.serverRegion ?? 'EU';
      return {
        key: {
          expansion,
          server: raid.server,
          zone: raid.zone,
          size: raid.size,
          difficulty: raid.difficulty,
          date,
        },
        reset: lockoutResetFor(region, lockoutResets),
        canceled: blueprint.canceledReason !== null,
        leaderId: blueprint.leaderId,
        others: blueprint.others,
        signUps: blueprint.signUps,
        characters: characters.filter(
          (character) => character.serverId === raid.server && character.faction === raid.faction,
        ),
      };
    }),
  );

  const raids = shapes.map(({ blueprint, raid, date }, n): PlannedRaid => {
    const pick = picks[n];
    if (!pick) throw new Error(`Demo raid ${n} has no roster`);
    // A raid with buyers asks for a little more than its weakest member has, so the demo shows buyers made
    // by the rule itself (SPEC section 4), with the figures Warcraft Logs answers for those characters.
    const members = [...pick.roster, ...pick.signUps];
    const weakest = Math.min(...members.map((character) => Math.floor(character.logs)));
    const requiredLogs = raid.byers && members.length > 0 ? Math.min(95, weakest + 1) : raid.requiredLogs;
    const requirements = { requiredLogs, requiredIlvl: raid.requiredIlvl, byers: raid.byers };
    const record = (
      character: PlannedCharacter,
      slot: number,
      status: PlannedRecord['status'],
    ): PlannedRecord => {
      const figures = { logs: character.logs, ilvl: character.ilvl };
      const result = checkRequirements(requirements, { found: true, ...figures });
      if (!isAcceptedResult(result))
        throw new Error(`Demo character ${character.name} fails raid ${n} of ${expansion}`);
      const leader = character === pick.leader;
      return {
        character,
        slot,
        leader,
        // The leader leads the raid whatever its figures; buying is for those who join it.
        byer: !leader && result === 'buyer',
        status,
        figures,
        answered: blueprint.answered && !leader,
      };
    };
    const statusAt = <S>(spot: { index: number; status: S } | null, index: number): S | null =>
      spot?.index === index ? spot.status : null;
    const records = [
      record(pick.leader, 1, null),
      ...pick.roster.map((character, i) => record(character, i + 2, statusAt(blueprint.rosterStatus, i))),
      ...pick.signUps.map((character, i) => record(character, 0, statusAt(blueprint.signUpStatus, i))),
    ];
    return {
      blueprint,
      leader: pick.leader,
      date,
      createdAt: new Date(Math.min(date.getTime(), now.getTime()) - (3 * 24 - n) * 3_600_000),
      server: raid.server,
      faction: raid.faction,
      zone: raid.zone,
      size: raid.size,
      difficulty: raid.difficulty,
      requiredLogs,
      requiredIlvl: raid.requiredIlvl,
      isArchive: shouldBeArchived({ date, canceled: blueprint.canceledReason !== null }, now),
      records,
      canceledCharacter: blueprint.canceledRecord ? pick.spare : null,
    };
  });
  return { expansion, characters, raids };
}
