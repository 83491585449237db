import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey, Zone } from '@raid/domain/catalogue/types';
import type { CharInfoAnswer } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../app.js';
import type { RaidRow, UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { WclUnavailableError, type WclCharacterResult } from '../../integrations/wcl/wclGateway.js';
import { raidOrNotFound, requireManager } from './access.js';
import { firstZoneLogs, raidZones, wclQuery } from './logZones.js';
import { findCharacter, findRecordOfCharacter, guildQuestions, type Executor } from './repository.js';

/** The owner's other characters of the raid's realm and faction, with their place in this raid. */
function ownerCharacters(db: Executor, raid: RaidRow, ownerId: string, exceptCharId: number) {
  return db
    .selectFrom('characters')
    .leftJoin('records', (join) =>
      join.onRef('records.char_id', '=', 'characters.id').on('records.raid_id', '=', raid.id),
    )
    .select(['characters.id', 'characters.name', 'records.slot', 'records.id as record_id'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('change_requests')
            .select('change_requests.id')
            .whereRef('change_requests.char_id', '=', 'characters.id')
            .where('change_requests.status', '=', 'active'),
        )
        .$castTo<boolean>()
        .as('active_change_request'),
    )
    .where('characters.user_id', '=', ownerId)
    .where('characters.expansion', '=', raid.expansion)
    .where('characters.server', '=', raid.server)
    .where('characters.faction', '=', raid.faction)
    .where('characters.deleted', '=', false)
    .where('characters.id', '!=', exceptCharId)
    .orderBy('characters.name')
    .execute();
}

function zoneLog(zone: Zone | null | undefined, result: WclCharacterResult | undefined): number | null {
  if (!zone || zone.dontAskLogs || !result) return null;
  return result.zoneAverages[zone.logzone] ?? null;
}

/**
 * `GET /api/charInfo`, the leader's character popover: the character's Warcraft Logs figures in the raid's zones
 * for a spec of its class, the owner's other characters and the record's answers to the community's questions.
 */
export async function charInfo(
  deps: Pick<AppDeps, 'db' | 'wcl' | 'config'>,
  user: UserRow,
  expansion: ExpansionKey,
  query: { raid: number; char: number; spec: number },
): Promise<CharInfoAnswer> {
  const raid = await raidOrNotFound(deps.db, query.raid, expansion);
  requireManager(deps, user, raid);
  const record = (await findRecordOfCharacter(deps.db, raid.id, query.char)) ?? fail('characterNotInRoster');
  const character = (await findCharacter(deps.db, query.char, expansion)) ?? fail('notFound');
  const gameClass = expansionCatalogue(expansion).classes.find(
    (candidate) => candidate.id === character.class,
  );
  const spec = gameClass?.specs.find((candidate) => candidate.id === query.spec) ?? refuseField('spec');

  const [figures, chars, questions] = await Promise.all([
    deps.wcl.characters([wclQuery('char', character, raid, spec)]).catch((error: unknown) => {
      if (error instanceof WclUnavailableError) fail('logsNotReceived');
      throw error;
    }),
    ownerCharacters(deps.db, raid, record.user_id, character.id),
    guildQuestions(deps.db, raid.discord_server),
  ]);
  const result = figures.get('char');
  const zones = raidZones(raid);
  return {
    raid: raid.id,
    charName: character.name,
    log: firstZoneLogs(raid, result),
    log1: zoneLog(zones[0], result),
    log2: zoneLog(zones[1], result),
    log3: zoneLog(zones[2], result),
    ilvl: result?.found ? result.ilvl : null,
    encounterLogs: (result?.encounters ?? []).map((encounter) => ({
      encounter: encounter.encounterId,
      // Warcraft Logs names encounters in English only.
      encounterName: encounter.encounterName,
      encounterNameEng: encounter.encounterName,
      // Our zone id, so the popover can label the row with the catalogue's zone name.
      zone: zones.find((zone) => zone?.logzone === encounter.zoneId)?.id ?? encounter.zoneId,
      log: encounter.log,
      kills: encounter.kills,
    })),
    chars: chars.map((row) => ({
      id: row.id,
      name: row.name,
      slot: row.slot,
      recorded: row.record_id !== null,
      activeChangeRequest: row.active_change_request,
    })),
    questions: questions.map((question) => ({
      question: question.text,
      answer: record.answers[String(question.id)] ?? '',
    })),
    userID: record.user_id,
  };
}
