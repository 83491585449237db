import { findSpec } from '@raid/domain/catalogue/classes';
import { roleNumber, type ExpansionKey, type Spec } from '@raid/domain/catalogue/types';
import { isRosterLocked, isSignUpOpen } from '@raid/domain/rules/raidLifecycle';
import { checkRequirements, isAcceptedResult } from '@raid/domain/rules/requirements';
import { orderChoices } from '@raid/domain/rules/prioritySignUps';
import { firstFreeSlot } from '@raid/domain/rules/rosterMoves';
import type { RefreshRecordsPayload, SignUpResult } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import type { Executor } from '../../db/database.js';
import { announceRecordsChangedIn } from '../../events/recordEvents.js';
import type { CharacterRow, RaidRow, UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { WclUnavailableError, type WclCharacterResult } from '../../integrations/wcl/wclGateway.js';
import { updateCharacter, userCharactersForRaidQuery } from '../../data/chars.js';
import { approvalState, raidOrNotFound } from '../../data/raids.js';
import { privateRaidSignUp } from './ability.js';
import { firstZoneLogs, wclQuery } from '../../integrations/wcl/logZones.js';
import { guildQuestionsQuery, type QuestionRow } from '../../data/questions.js';
import {
  insertSignUpWithCommit,
  lockRaidForSignUp,
  setPreferences,
  updateRecord,
} from '../../data/records.js';
import { savesCoveringRead } from '../../data/lockouts.js';
import { raidZones } from '@raid/domain/rules/lockouts';
import { rosterPlacesIn, suspendInSimilarRaids } from '../../data/recordSlots.js';
import { similarRaidIds, similarRaidsRead } from '../../data/similarRaidExclusion.js';
import { knownRead, readTogether, type ReadTogether } from '../../db/statementsTogether.js';
import { announceChecking, announceResults } from './signUpProgress.js';

type SignUpDeps = Pick<AppDeps, 'db' | 'discord' | 'wcl' | 'config' | 'events' | 'now'>;

/** Whether two reads of a raid find the same similar raids: these are the fields similarRaidIds looks at. */
const sameSimilarity = (a: RaidRow, b: RaidRow) =>
  a.expansion === b.expansion &&
  a.server === b.server &&
  a.zone === b.zone &&
  a.size === b.size &&
  a.difficulty === b.difficulty &&
  a.date.getTime() === b.date.getTime();

/** A new record's place in its player's order until the order below numbers their records again. */
const NEW_RECORD_PREFERENCE = 1;

interface Choice {
  character: CharacterRow;
  spec: Spec;
}

/**
 * Who may sign up to a private raid (ability.ts): its leader and the site administrator, and members of the
 * raid's Discord server. Anyone else, or anyone while Discord cannot be asked, is told the raid is private.
 */
async function maySignUpToPrivateRaid(deps: SignUpDeps, user: UserRow, raid: RaidRow): Promise<boolean> {
  if (privateRaidSignUp(user, raid, deps.config.adminUserId) === 'allowed') return true;
  const member = await deps.discord.member(raid.discord_server, user.id).catch(() => null);
  return member !== null;
}

/** The caller's own live characters of the raid's realm and faction among the ids, or 400. */
function ownCharactersForRaid(
  db: Executor,
  user: UserRow,
  raid: RaidRow,
  ids: number[],
): ReadTogether<CharacterRow[]> {
  return {
    query: userCharactersForRaidQuery(db, user.id, raid, ids),
    answer: (rows) => {
      const characters = rows as CharacterRow[];
      if (characters.length !== ids.length) refuseField('chars', 'noCharactersOnServer');
      return ids.map((id) => characters.find((character) => character.id === id) as CharacterRow);
    },
  };
}

/** The spec chosen for the character (its main spec when none): one of its own specs, or 400. */
function chosenSpec(
  expansion: ExpansionKey,
  character: CharacterRow,
  specs: Record<string, number> | undefined,
): Spec {
  const specId = specs?.[String(character.id)] ?? character.spec;
  const field = `specs.${character.id}`;
  if (specId !== character.spec && (character.spec2 === 0 || specId !== character.spec2)) refuseField(field);
  return findSpec(expansion, specId) ?? refuseField(field);
}

/** Keeps only answers to the raid's community questions, so a record stores nothing else. */
function answersToRaidQuestions(
  db: Executor,
  raid: RaidRow,
  answers: Record<string, string> | undefined,
): ReadTogether<Record<string, string> | undefined> {
  if (!answers) return knownRead(undefined);
  return {
    query: guildQuestionsQuery(db, raid.discord_server),
    answer: (rows) =>
      Object.fromEntries(
        (rows as QuestionRow[]).flatMap((question) => {
          const answer = answers[String(question.id)];
          return answer === undefined ? [] : [[String(question.id), answer]];
        }),
      ),
  };
}

/** The characters saved to one of the raid's zones in the raid's reset: character id → until when. */
function savedCharacters(db: Executor, raid: RaidRow, ids: number[]): ReadTogether<Map<number, Date>> {
  return savesCoveringRead(db, ids, {
    id: raid.id,
    expansion: raid.expansion,
    date: raid.date,
    zones: raidZones(raid),
    mode: { size: raid.size, difficulty: raid.difficulty },
  });
}

/**
 * Issue 30: a character already saved to one of the raid's zones in the raid's reset is signed up only once the
 * player has confirmed it (`confirmSaved`); until then 409 `characterSaved`, naming each such character and
 * until when it is saved.
 */
function refuseSavedCharacters(saved: ReadonlyMap<number, Date>): void {
  if (saved.size === 0) return;
  fail('characterSaved', {
    saved: [...saved].map(([char, until]) => ({ char, savedUntil: until.toISOString() })),
  });
}

/** Every character's figures in one Warcraft Logs request; an outage answers 503 'Logs not received'. */
async function fetchFigures(deps: SignUpDeps, raid: RaidRow, choices: Choice[]) {
  const queries = choices.map(({ character, spec }) => wclQuery(String(character.id), character, raid, spec));
  try {
    return await deps.wcl.characters(queries);
  } catch (error) {
    if (error instanceof WclUnavailableError) fail('logsNotReceived');
    throw error;
  }
}

/**
 * Keeps the character's card on Warcraft Logs' latest answer (one source per character and spec): its item
 * level, and its logs when the check was for its main spec. A character Warcraft Logs does not know keeps
 * what it had.
 */
async function rememberFigures(
  db: Executor,
  character: CharacterRow,
  spec: Spec,
  found: WclCharacterResult | undefined,
  logs: number | null,
): Promise<void> {
  if (!found?.found) return;
  const mainSpec = spec.id === character.spec;
  await updateCharacter(db, character.id, {
    ilvl: found.ilvl,
    ...(mainSpec && logs !== null ? { logs } : {}),
  });
}

/**
 * Signs the caller's characters up (SPEC sections 4 and 5 "Sign-up"), or edits the spec and answers of those
 * already signed up. The characters come in the player's order of preference (issue 30): the first accepted one
 * is the one a direct-to-roster raid places, and the order is kept on the records. Warcraft Logs is asked before the transaction so no lock waits on it; every write then
 * happens under the raid's row lock, so parallel sign-ups of one character make one record.
 */
export async function signUp(
  deps: SignUpDeps,
  user: UserRow,
  expansion: ExpansionKey,
  payload: RefreshRecordsPayload,
): Promise<{ private: true } | { results: SignUpResult[] }> {
  const raid = await raidOrNotFound(deps.db, payload.raid, expansion);
  if (!isSignUpOpen(raid, deps.now())) fail('signUpClosed');
  if (raid.private && !(await maySignUpToPrivateRaid(deps, user, raid))) return { private: true };

  const ids = [...new Set(payload.chars)];
  // One round trip on one connection for the four reads; the saves are read with the rest, but refused after the
  // characters and specs.
  const [characters, answers, similarBefore, saved] = await readTogether(deps.db, [
    ownCharactersForRaid(deps.db, user, raid, ids),
    answersToRaidQuestions(deps.db, raid, payload.answers),
    similarRaidsRead(deps.db, raid),
    payload.confirmSaved ? knownRead(null) : savedCharacters(deps.db, raid, ids),
  ]);
  const choices = characters.map((character) => ({
    character,
    spec: chosenSpec(expansion, character, payload.specs),
  }));
  if (saved) refuseSavedCharacters(saved);
  announceChecking(deps, user.id, ids);
  const figures = await fetchFigures(deps, raid, choices);

  const answer = await changeAndTell(deps, async (trx, tell) => {
    const now = deps.now();
    const lockedAndRead = await lockRaidForSignUp(trx, expansion, raid.id, user.id, ids, similarBefore);
    const locked = lockedAndRead.locked ?? fail('raidNotFound');
    if (!isSignUpOpen(locked, now)) fail('signUpClosed');
    const { read } = lockedAndRead;
    // What the rules below read of each record: a new one is added here as written, its insert not awaited.
    const roster = read.roster.map(({ user_id, slot }) => ({ user_id, slot }));
    const { existing } = read;
    const mine = read.mine.map(({ char_id, preference }) => ({ char_id, preference }));
    // The similar raids were read before the lock (their roster places came with it); a raid rescheduled or
    // changed since is read again under it.
    const unchanged = sameSimilarity(locked, raid);
    const similarIds = unchanged ? similarBefore : await similarRaidIds(trx, locked);
    const heldElsewhere = unchanged
      ? lockedAndRead.heldElsewhere
      : await rosterPlacesIn(trx, similarIds, ids);
    const placed: number[] = [];

    const results: SignUpResult[] = [];
    for (const { character, spec } of choices) {
      const found: WclCharacterResult | undefined = figures.get(String(character.id));
      const logs = firstZoneLogs(locked, found);
      const ilvl = found?.ilvl ?? null;
      const base = {
        char: character.id,
        charName: character.name,
        logs,
        ilvl,
        requiredLogs: locked.required_logs,
        requiredIlvl: locked.required_ilvl,
        otherRaid: null,
      };
      await rememberFigures(trx, character, spec, found, logs);
      const otherRaid = heldElsewhere.get(character.id);
      if (otherRaid !== undefined) {
        results.push({ ...base, result: 'similarRaid', otherRaid });
        continue;
      }
      const result = checkRequirements(
        { requiredLogs: locked.required_logs, requiredIlvl: locked.required_ilvl, byers: locked.byers },
        { found: found?.found ?? false, logs, ilvl },
      );
      results.push({ ...base, result });
      if (!isAcceptedResult(result)) continue;

      const values = {
        spec_id: spec.id,
        role: roleNumber[spec.role],
        byer: result === 'buyer',
        logs,
        ilvl,
        updated_at: now,
        ...(answers ? { answers: JSON.stringify(answers) } : {}),
      };
      const record = existing.find((row) => row.char_id === character.id);
      if (record) {
        await updateRecord(trx, record.id, values);
        continue;
      }
      const directToRoster =
        locked.record_mode === 1 &&
        !isRosterLocked(approvalState(locked)) &&
        !roster.some((row) => row.user_id === user.id && row.slot > 0);
      const slot = (directToRoster ? firstFreeSlot(roster, locked.size) : null) ?? 0;
      // Goes with the commit: nothing under the lock waits for it (a burst's next sign-up waits for the commit).
      await insertSignUpWithCommit(trx, {
        ...values,
        raid_id: raid.id,
        raid_size: locked.size,
        char_id: character.id,
        user_id: user.id,
        slot,
        preference: NEW_RECORD_PREFERENCE,
      });
      roster.push({ user_id: user.id, slot });
      mine.push({ char_id: character.id, preference: NEW_RECORD_PREFERENCE });
      if (slot > 0) placed.push(character.id);
    }

    const existingOrder = mine.map((row) => ({ charId: row.char_id, preference: row.preference }));
    // Only the preferences that change are written: a first sign-up's record is already first.
    const held = new Map(mine.map((row) => [row.char_id, row.preference]));
    const order = orderChoices(existingOrder, ids);
    await setPreferences(
      trx,
      raid.id,
      user.id,
      new Map([...order].filter(([charId, position]) => held.get(charId) !== position)),
    );
    const otherRaids = await suspendInSimilarRaids(trx, locked, similarIds, placed);
    await announceRecordsChangedIn(tell, expansion, [raid.id, ...otherRaids], [user.id]);
    return { results };
  });
  announceResults(deps, user.id, answer.results);
  return { results: answer.results };
}
