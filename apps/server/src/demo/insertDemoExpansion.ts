import { findSpec } from '@raid/domain/catalogue/classes';
import { roleNumber } from '@raid/domain/catalogue/types';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { addHistory, type HistoryInput } from '../data/history.js';
import { characterColumns } from '../data/historyFields.js';
import type { ExpansionPlan, PlannedRaid } from './demoPlan.js';
import type { PlannedCharacter } from './demoRosters.js';

const HOUR_MS = 3_600_000;

const stayAnswers = [
  'Yes, until the end',
  'Until midnight server time',
  'Yes',
  'Probably, will say at the start',
];
const lootAnswers = ['Tier helm', 'Any weapon upgrade', 'A trinket', 'Nothing, here to help'];

function later(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS);
}

function snapshot(plan: ExpansionPlan, character: PlannedCharacter, specId = character.spec) {
  const spec = findSpec(plan.expansion, specId);
  const role = spec ? roleNumber[spec.role] : character.role;
  return { name: character.name, specId, role };
}

/** The history a leader and players would have left on this raid by now. */
function raidHistory(plan: ExpansionPlan, raid: PlannedRaid): Array<Omit<HistoryInput, 'raid_id'>> {
  const { blueprint } = raid;
  const entries: Array<Omit<HistoryInput, 'raid_id'>> = [
    { event: 'createRaid', user_id: raid.leader.userId, created_at: raid.createdAt },
  ];
  if (blueprint.changedDate) {
    entries.push({
      event: 'changeDate',
      user_id: raid.leader.userId,
      misc: later(raid.date, -24).toISOString(),
      misc2: raid.date.toISOString(),
      text: blueprint.changedDate.reason,
      created_at: later(raid.createdAt, 2),
    });
  }
  const respecced = raid.records.find(
    (record) => !record.leader && record.slot > 0 && record.character.spec2,
  );
  if (blueprint.editedSpec && respecced?.character.spec2) {
    const { character } = respecced;
    entries.push({
      event: 'editSpec',
      user_id: character.userId,
      ...characterColumns(plan.expansion, 'prev', snapshot(plan, character, character.spec2)),
      ...characterColumns(plan.expansion, 'next', snapshot(plan, character)),
      created_at: later(raid.createdAt, 3),
    });
  }
  if (blueprint.canceledRecord && raid.canceledCharacter) {
    entries.push({
      event: 'cancelRecord',
      user_id: raid.canceledCharacter.userId,
      ...characterColumns(plan.expansion, 'prev', snapshot(plan, raid.canceledCharacter)),
      text: blueprint.canceledRecord.reason,
      created_at: later(raid.createdAt, 5),
    });
  }
  if (blueprint.canceledReason) {
    entries.push({
      event: 'cancelRaid',
      user_id: raid.leader.userId,
      text: blueprint.canceledReason,
      created_at: later(raid.createdAt, 24),
    });
  }
  return entries;
}

/** Writes one expansion's characters, raids, records and history. */
export async function insertDemoExpansion(
  trx: Transaction<Database>,
  plan: ExpansionPlan,
  questionIds: Map<string, number[]>,
): Promise<void> {
  const inserted = await trx
    .insertInto('characters')
    .values(
      plan.characters.map((character) => ({
        expansion: plan.expansion,
        user_id: character.userId,
        name: character.name,
        server: character.serverId,
        faction: character.faction,
        class: character.classId,
        spec: character.spec,
        spec2: character.spec2 ?? 0,
        logs: character.logs,
        ilvl: character.ilvl,
      })),
    )
    .returning(['id', 'server', 'name'])
    .execute();
  const characterIds = new Map(inserted.map((row) => [`${row.server}:${row.name}`, row.id]));
  const idOf = (character: PlannedCharacter): number => {
    const id = characterIds.get(`${character.serverId}:${character.name}`);
    if (id === undefined) throw new Error(`Demo character ${character.name} was not inserted`);
    return id;
  };

  for (const raid of plan.raids) {
    const { blueprint } = raid;
    const row = await trx
      .insertInto('raids')
      .values({
        expansion: plan.expansion,
        user_id: raid.leader.userId,
        char_id: idOf(raid.leader),
        date: raid.date,
        server: raid.server,
        faction: raid.faction,
        zone: raid.zone,
        size: raid.size,
        difficulty: raid.difficulty,
        loot_system: blueprint.lootSystem,
        byers: blueprint.byers,
        comment: blueprint.comment,
        required_logs: raid.requiredLogs,
        required_ilvl: raid.requiredIlvl,
        record_mode: blueprint.recordMode,
        private: blueprint.private,
        discord_server: blueprint.guild.id,
        discord_channel: scheduleChannel(blueprint.guild).id,
        canceled: blueprint.canceledReason !== null,
        canceled_reason: blueprint.canceledReason,
        is_archive: raid.isArchive,
        preliminary_raid_rosters: blueprint.preliminaryRaidRosters,
        roster_approved: blueprint.rosterApproved,
        created_at: raid.createdAt,
        updated_at: raid.createdAt,
      })
      .returning(['id', 'size'])
      .executeTakeFirstOrThrow();

    const questions = questionIds.get(blueprint.guild.id) ?? [];
    await trx
      .insertInto('records')
      .values(
        raid.records.map((record, index) => ({
          raid_id: row.id,
          raid_size: row.size,
          char_id: idOf(record.character),
          user_id: record.character.userId,
          slot: record.slot,
          spec_id: record.character.spec,
          role: record.character.role,
          leader: record.leader,
          byer: record.byer,
          logs: record.figures.logs,
          ilvl: record.figures.ilvl,
          status: record.status,
          answers: JSON.stringify(
            record.answered
              ? Object.fromEntries(
                  questions.map((id, position) => {
                    const answers = position === 0 ? stayAnswers : lootAnswers;
                    return [String(id), answers[index % answers.length] ?? ''];
                  }),
                )
              : {},
          ),
          created_at: later(raid.createdAt, index === 0 ? 0 : 1 + index),
        })),
      )
      .execute();

    for (const entry of raidHistory(plan, raid)) {
      await addHistory(trx, { ...entry, raid_id: row.id });
    }
  }
}

/** Raids are announced in the guild's first text channel, the one the seed registers as its schedule channel. */
export function scheduleChannel(guild: { channels: ReadonlyArray<{ id: string; type: number }> }) {
  const channel = guild.channels.find((candidate) => candidate.type === 0);
  if (!channel) throw new Error('A demo guild has no text channel');
  return channel;
}
