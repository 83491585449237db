import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey, Zone } from '@raid/domain/catalogue/types';
import type { CharInfoAnswer } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { WclUnavailableError, type WclCharacterResult } from '../../integrations/wcl/wclGateway.js';
import { findCharacter, otherCharactersForRaid } from '../../data/chars.js';
import { raidOrNotFound } from '../../data/raids.js';
import { raidZones, wclQuery } from '../../integrations/wcl/logZones.js';
import { findRecordOfCharacter } from '../../data/records.js';
import { canManageRaid } from '@raid/domain/rules/raidManagers';
import { guildQuestions } from '../../data/questions.js';

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
  if (!canManageRaid(user, raid, deps.config.adminUserId)) fail('forbidden');
  const record = (await findRecordOfCharacter(deps.db, raid.id, query.char)) ?? fail('characterNotInRoster');
  const character = (await findCharacter(deps.db, expansion, query.char)) ?? fail('notFound');
  const gameClass = expansionCatalogue(expansion).classes.find(
    (candidate) => candidate.id === character.class,
  );
  const spec = gameClass?.specs.find((candidate) => candidate.id === query.spec) ?? refuseField('spec');

  const [figures, chars, questions] = await Promise.all([
    deps.wcl.characters([wclQuery('char', character, raid, spec)]).catch((error: unknown) => {
      if (error instanceof WclUnavailableError) fail('logsNotReceived');
      throw error;
    }),
    otherCharactersForRaid(deps.db, raid, record.user_id, character.id),
    guildQuestions(deps.db, raid.discord_server),
  ]);
  const result = figures.get('char');
  const zones = raidZones(raid);
  return {
    raid: raid.id,
    charName: character.name,
    // The headline figures are the record's, stored by the sign-up check: the roster, the sign-up list and the
    // popover show one number (issue 28); the rows below are Warcraft Logs' answer now.
    log: record.logs,
    log1: zoneLog(zones[0], result),
    log2: zoneLog(zones[1], result),
    log3: zoneLog(zones[2], result),
    ilvl: record.ilvl,
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
      question: question.question,
      answer: record.answers[String(question.id)] ?? '',
    })),
    userID: record.user_id,
  };
}
