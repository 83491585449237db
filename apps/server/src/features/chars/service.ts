import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { isValidCharacterName, normalizeCharacterName } from '@raid/domain/rules/characterName';
import { displayName } from '@raid/domain/rules/displayName';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { Character } from '@raid/domain/schemas/character';
import type { z } from 'zod';
import type { addCharacterPayload, editCharacterPayload } from '@raid/domain/schemas/character';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { WclUnavailableError } from '../../integrations/wcl/wclGateway.js';
import { addHistory } from '../../data/history.js';
import { cancelRaidsLedByCharacter } from '../../data/raids.js';
import { announceRecordsChanged } from '../../events/recordEvents.js';
import { deleteRecordsOfCharacter } from '../../data/records.js';
import { releaseSuspendedBy } from '../../data/recordSlots.js';
import { savesByCharacter } from '../../presenters/lockoutSaves.js';
import { mayEditCharacter } from '@raid/domain/rules/characterAbility';
import { presentCharacter } from './presenter.js';
import {
  findCharacter,
  findCharacterByName,
  insertCharacter,
  updateCharacter,
  upcomingRaidsByCharacter,
  userCharacters,
} from '../../data/chars.js';

type AddCharacter = z.infer<typeof addCharacterPayload>;
type EditCharacter = z.infer<typeof editCharacterPayload>;

type RefreshCharAnswer = { id: number } | { userID: string; username: string };

export async function listCharacters(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
): Promise<Character[]> {
  const rows = await userCharacters(deps.db, user.id, expansion);
  const ids = rows.map((row) => row.id);
  const [raids, saves] = await Promise.all([
    upcomingRaidsByCharacter(deps.db, ids, deps.now()),
    savesByCharacter(deps.db, ids, deps.now()),
  ]);
  return rows.map((row) => presentCharacter(row, raids.get(row.id) ?? [], saves.get(row.id) ?? []));
}

/** The class's spec ids in this expansion; a spec (or second spec) must be one of them. */
function classSpecIds(expansion: ExpansionKey, classId: number): number[] | null {
  const cls = expansionCatalogue(expansion).classes.find((candidate) => candidate.id === classId);
  return cls ? cls.specs.map((spec) => spec.id) : null;
}

function checkSpecs(expansion: ExpansionKey, classId: number, spec: number, spec2: number): void {
  const specIds = classSpecIds(expansion, classId) ?? refuseField('class');
  if (!specIds.includes(spec)) refuseField('spec');
  if (spec2 !== 0 && (!specIds.includes(spec2) || spec2 === spec)) refuseField('spec2');
}

/**
 * Adds a character: a valid name for the realm (Cyrillic only on 10024), real catalogue ids, a character
 * Warcraft Logs knows ('Information from WCL'), not linked to another account. Adding one already on the
 * caller's account answers its id.
 */
export async function addCharacter(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: AddCharacter,
): Promise<RefreshCharAnswer> {
  const catalogue = expansionCatalogue(expansion);
  const realm = catalogue.servers.find((server) => server.id === input.server);
  if (!realm) refuseField('server');
  if (!isValidCharacterName(input.name, input.server)) refuseField('name', 'invalidCharacterName');
  if (![1, 2].includes(input.faction)) refuseField('faction');
  checkSpecs(expansion, input.class, input.spec, input.spec2);

  const existing = await findCharacterByName(deps.db, expansion, input.server, input.name);
  if (existing) {
    if (existing.user_id === user.id) return { id: existing.id };
    return { userID: existing.user_id, username: displayName(existing) };
  }

  const found = await deps.wcl
    .characters([
      {
        key: 'c',
        name: input.name,
        serverSlug: realm.serverSlug,
        serverRegion: realm.serverRegion,
        site: realm.logsSite,
        // Wrath, Cataclysm and Mists share classic.warcraftlogs.com: one of this expansion's zones makes the
        // answer the character as this expansion knows it, the one every later sign-up check reads (a new
        // character showed another expansion's item level until its first check, issue 28).
        zones: expansionLogZone(expansion),
        specName: null,
        metric: null,
      },
    ])
    .catch((error: unknown) =>
      error instanceof WclUnavailableError ? fail('logsNotReceived') : Promise.reject(error),
    );
  const result = found.get('c');
  if (!result?.found) fail('characterNotFoundOnLogs');

  const id = await insertCharacter(deps.db, {
    expansion,
    user_id: user.id,
    name: result.name ?? normalizeCharacterName(input.name),
    server: input.server,
    faction: input.faction,
    class: input.class,
    spec: input.spec,
    spec2: input.spec2,
    ilvl: result.ilvl,
  });
  deps.events.emit({ type: 'charsChanged', userIds: [user.id] });
  return { id };
}

async function ownCharacter(deps: AppDeps, user: UserRow, expansion: ExpansionKey, id: number) {
  const row = await findCharacter(deps.db, expansion, id);
  if (!row) fail('notFound');
  if (!mayEditCharacter(user, row)) fail('forbidden');
  return row;
}

/**
 * Changes faction, class and specs (each change saves at once in the dialog); the server never changes
 * ('Server change is prohibited'). `off: 1` deletes the character.
 */
export async function editCharacter(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: EditCharacter,
): Promise<RefreshCharAnswer> {
  const row = await ownCharacter(deps, user, expansion, input.id);
  if (input.server !== undefined && input.server !== row.server) {
    refuseField('server', 'serverChangeProhibited');
  }
  if (input.off === 1) {
    await deleteCharacter(deps, user, expansion, row);
    deps.events.emit({ type: 'charsChanged', userIds: [user.id] });
    return { id: row.id };
  }
  const classId = input.class ?? row.class;
  // Changing the class resets both specs (SPEC section 4 "Character"), so a new class needs a new spec.
  const classChanged = classId !== row.class;
  const spec = input.spec ?? (classChanged ? refuseField('spec') : row.spec);
  const spec2 = input.spec2 ?? (classChanged ? 0 : row.spec2);
  const faction = input.faction ?? row.faction;
  if (![1, 2].includes(faction)) refuseField('faction');
  checkSpecs(expansion, classId, spec, spec2);
  await updateCharacter(deps.db, row.id, { class: classId, spec, spec2, faction, updated_at: deps.now() });
  deps.events.emit({ type: 'charsChanged', userIds: [user.id] });
  return { id: row.id };
}

const LEADER_CHARACTER_DELETED = 'The leader character was deleted';

/**
 * Deleting a character cancels its sign-ups and the raids it leads (SPEC section 4 "Character"), for raids
 * not yet completed; finished raids keep their history.
 */
async function deleteCharacter(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
  character: { id: number; name: string; class: number },
) {
  const now = deps.now();
  const stillOpen = new Date(now.getTime() - COMPLETION_DELAY_MS);
  await changeAndTell(deps, async (trx, tell) => {
    await updateCharacter(trx, character.id, { deleted: true, updated_at: now });

    const led = await cancelRaidsLedByCharacter(trx, character.id, stillOpen, LEADER_CHARACTER_DELETED, now);
    // As with any canceled raid, the sign-ups its roster suspended in similar raids come back.
    if (led.length > 0) await releaseSuspendedBy(trx, led, now);
    for (const raidId of led) {
      await addHistory(trx, {
        raid_id: raidId,
        user_id: user.id,
        event: 'cancelRaid',
        text: LEADER_CHARACTER_DELETED,
      });
    }

    const removed = await deleteRecordsOfCharacter(trx, character.id, stillOpen);
    for (const record of removed) {
      await addHistory(trx, {
        raid_id: record.raid_id,
        user_id: user.id,
        event: 'deleteChar',
        prev_char_name: character.name,
        prev_role: record.role,
      });
    }
    for (const raidId of led) {
      await tell({ type: 'raidCanceled', expansion, raidId, reason: LEADER_CHARACTER_DELETED });
    }
    for (const raidId of new Set(removed.map((record) => record.raid_id))) {
      await announceRecordsChanged(trx, tell, expansion, raidId, [user.id]);
    }
  });
}

/** The expansion's first current zone ranked on Warcraft Logs, as a query's zone (none when it has no such). */
function expansionLogZone(expansion: ExpansionKey) {
  const zone = expansionCatalogue(expansion).zones.find(
    (candidate) => !candidate.notRelevant && !candidate.dontAskLogs && candidate.logzone,
  );
  return zone ? [{ zoneId: zone.logzone, size: null, difficulty: null }] : [];
}
