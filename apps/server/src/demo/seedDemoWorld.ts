import { expansionKeys } from '@raid/domain/catalogue/expansions';
import { demoGuilds, demoUsers } from '@raid/stand-ins/demoWorld';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { recordDemoAttendance } from './demoAttendance.js';
import { seedDemoLockouts } from './demoLockouts.js';
import { seedDemoGdkp } from './demoGdkp.js';
import { seedDemoPriority } from './demoPriority.js';
import { planDemoExpansion } from './demoPlan.js';
import { confirmDemoReports } from './demoReports.js';
import { insertDemoExpansion, scheduleChannel } from './insertDemoExpansion.js';
import { insertDemoTeams } from './demoTeams.js';

/** Taken for the seeding transaction so two servers starting on one empty database seed it once. */
const DEMO_SEED_LOCK = 731_204_519;

const LEADER_ROLE_NAME = 'Raid Leader';
const QUESTIONS = ['Can you stay until the last boss?', 'Which item are you hoping for?'];

/** Users, the Discord servers the bot is in, their schedule channels, leader role and sign-up questions. */
async function insertDemoCommunity(trx: Transaction<Database>): Promise<Map<string, number[]>> {
  await trx
    .insertInto('users')
    .values(
      demoUsers.map((user) => ({
        id: user.id,
        username: user.username,
        global_name: user.global_name,
        discriminator: user.discriminator,
        avatar: user.avatar,
        premium: Boolean(user.premium),
        language: user.language ?? null,
      })),
    )
    .execute();
  await trx
    .insertInto('guilds')
    .values(
      demoGuilds.map((guild) => ({
        id: guild.id,
        name: guild.name,
        icon: guild.icon,
        owner_id: guild.ownerId,
        // Nudges in the demo: the Raider role is the raid group, nudged a day and two hours ahead.
        expected_roles: guild.roles.filter((role) => role.name === 'Raider').map((role) => role.id),
        nudge_minutes: guild.roles.some((role) => role.name === 'Raider') ? [1440, 120] : [],
      })),
    )
    .execute();
  await trx
    .insertInto('guild_schedule_channels')
    .values(demoGuilds.map((guild) => ({ guild_id: guild.id, channel_id: scheduleChannel(guild).id })))
    .execute();
  const [first] = demoGuilds;
  if (!first) return new Map();
  const leaderRole = first.roles.find((role) => role.name === LEADER_ROLE_NAME);
  if (leaderRole) {
    await trx
      .insertInto('guild_leader_roles')
      .values({ guild_id: first.id, role_id: leaderRole.id })
      .execute();
  }
  const questions = await trx
    .insertInto('questions')
    .values(QUESTIONS.map((text, position) => ({ guild_id: first.id, position, text })))
    .returning('id')
    .execute();
  return new Map([[first.id, questions.map((question) => question.id)]]);
}

/**
 * Seeds the demo world (users, guilds, and characters and raids in every state for every expansion) when the
 * database has no users yet. Answers whether it seeded. Dates are relative to `now` and everything else is
 * derived from positions, so the demo looks the same on every machine.
 */
export async function seedDemoWorld(db: Db, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`.execute(trx);
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return false;
    const questionIds = await insertDemoCommunity(trx);
    for (const expansion of expansionKeys) {
      await insertDemoExpansion(trx, planDemoExpansion(expansion, now), questionIds);
    }
    await insertDemoTeams(trx, now);
    await seedDemoPriority(trx, now);
    await recordDemoAttendance(trx, now);
    await confirmDemoReports(trx, now);
    await seedDemoLockouts(trx, now);
    await seedDemoGdkp(trx, now);
    return true;
  });
}
