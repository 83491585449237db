/**
 * Who may make each mutating call (SPEC section 6), as one table: every call × visitor, other player, owner,
 * leader and administrator. Each cell builds fresh fixtures, reads back what the call changes before and after,
 * and so proves that an allowed call took effect and a denied one wrote nothing.
 *
 * The actors, around a raid (sign-up, roster and character calls): the raid's leader (raid.user_id), the owner
 * of a sign-up in it and of the characters behind it, a player with no part in it, and the site administrator
 * (ADMIN_USER_ID). Around a Discord server (raid creation and the server's settings): its owner, a member
 * holding the configured leader role, a member without roles, and the site administrator, who is no member.
 * Around a loot-bidding raid's GDKP ledger (issue 29) two more: a banker the leader named (with a record in the
 * roster) and the leader of another raid; the owner is the player with a record in the raid.
 * Around a team (issue 30): in the team raid rows the owner of the sign-up leads the raid's team, and in the
 * team raid creation row the member without roles leads the team the raid is for.
 */
import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { DEFAULT_GDKP_RULES } from '@raid/domain/schemas/gdkp';
import type { ErrorCode } from '@raid/domain/errors/catalogue';
import { DEMO_WCL_GUILD_NAME, demoReportCode, demoReportStart } from '@raid/stand-ins/demoReports';
import { demoCharacters, demoRealmId } from '@raid/stand-ins/demoWorld';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createGuild,
  createRaid,
  createRecord,
  createSession,
  createTeam,
  createUser,
  snowflake,
  testRealm,
} from '../testing/factories.js';
import { GARGUL_SAMPLE } from '../testing/gargulSample.js';
import { useTestApp } from '../testing/testApp.js';

type ActorName = 'visitor' | 'otherPlayer' | 'owner' | 'leader' | 'administrator' | 'banker' | 'otherLeader';
/** The actors only the GDKP scenes cast. */
type GdkpActor = 'banker' | 'otherLeader';

interface Denial {
  status: number;
  code: ErrorCode;
  error: string;
  /** A 400 names the field it refuses. */
  issues?: Array<{ path: string; code: string }>;
}

/** 'no effect': 200, but the caller had nothing of their own to act on, so nothing changes. */
type Outcome = 'allowed' | 'no effect' | Denial;

const LOGIN_REQUIRED: Denial = {
  status: 401,
  code: 'loginRequired',
  error: 'To add a character you must log in with Discord',
};
const FORBIDDEN: Denial = { status: 403, code: 'forbidden', error: 'You do not have permission to do this' };
const NOT_GUILD_LEADER: Denial = {
  status: 403,
  code: 'notGuildLeader',
  error: 'Only administrators and raid leaders of this Discord server can create raids there',
};
const NOT_OWN_CHARACTER: Denial = {
  status: 400,
  code: 'noCharactersOnServer',
  error: "You don't have characters on the server",
  issues: [{ path: 'chars', code: 'noCharactersOnServer' }],
};
const CANNOT_CANCEL_SIGN_UP: Denial = {
  status: 403,
  code: 'cannotCancelSignUp',
  error: "You can't cancel your sign-up",
};
const GDKP_NOT_ALLOWED: Denial = {
  status: 403,
  code: 'gdkpNotAllowed',
  error: "Only the raid's leader and bankers can record sales",
};
const RAID_NOT_FOUND: Denial = { status: 404, code: 'raidNotFound', error: 'Raid not found' };
const STATUS_IN_OWN_RAID: Denial = {
  status: 403,
  code: 'statusInOwnRaid',
  error: 'Unable to set status in own raid',
};

const table = {
  'POST /api/refreshRaid (create)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: NOT_GUILD_LEADER,
    owner: 'allowed',
    leader: 'allowed',
    administrator: NOT_GUILD_LEADER,
  },
  // The administrator is left out of edit and cancel: SPEC section 6 gives them the leader's roster rights,
  // while the server also lets them edit and cancel any raid; which one holds is not decided.
  'POST /api/refreshRaid (edit)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: FORBIDDEN,
    leader: 'allowed',
  },
  'POST /api/refreshRaid (cancel)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: FORBIDDEN,
    leader: 'allowed',
  },
  "POST /api/refreshRecords (sign up the owner's spare character)": {
    visitor: LOGIN_REQUIRED,
    otherPlayer: NOT_OWN_CHARACTER,
    owner: 'allowed',
    leader: NOT_OWN_CHARACTER,
    administrator: NOT_OWN_CHARACTER,
  },
  // Priority sign-ups (issue 30): the order is the owner's to give; the others name the owner's characters.
  "POST /api/refreshRecords (put the owner's second choice first)": {
    visitor: LOGIN_REQUIRED,
    otherPlayer: NOT_OWN_CHARACTER,
    owner: 'allowed',
    leader: NOT_OWN_CHARACTER,
    administrator: NOT_OWN_CHARACTER,
  },
  // The leader cancels their own sign-up in their own raid, the case SPEC section 4 forbids; the others name
  // the owner's character.
  'POST /api/refreshRecords (cancel a sign-up)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: 'no effect',
    owner: 'allowed',
    leader: CANNOT_CANCEL_SIGN_UP,
    administrator: 'no effect',
  },
  'POST /api/moveRecords': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: FORBIDDEN,
    leader: 'allowed',
    administrator: 'allowed',
  },
  'POST /api/approveRoster': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: FORBIDDEN,
    leader: 'allowed',
    administrator: 'allowed',
  },
  'POST /api/setSpec': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: FORBIDDEN,
    leader: 'allowed',
    administrator: 'allowed',
  },
  // As for cancelling, the leader tries their own record in their own raid.
  'POST /api/setStatus': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: STATUS_IN_OWN_RAID,
    administrator: FORBIDDEN,
  },
  // The other player and the owner are left out: SPEC section 6 lists "requests a character change" among a
  // player's rights, while the server lets only the raid's leader and the administrator ask.
  'GET /api/changeRequest': {
    visitor: LOGIN_REQUIRED,
    leader: 'allowed',
    administrator: 'allowed',
  },
  'POST /api/answerChangeRequest': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  'POST /api/refreshChar (add a new character)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: 'allowed',
    owner: 'allowed',
    leader: 'allowed',
    administrator: 'allowed',
  },
  "POST /api/refreshChar (edit the owner's character)": {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  "POST /api/refreshChar (delete the owner's character)": {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  "POST /api/addLockoutSave (the owner's character)": {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  "POST /api/deleteLockoutSave (the owner's save added by hand)": {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  'POST /api/refreshUser (own preferences)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: 'allowed',
    owner: 'allowed',
    leader: 'allowed',
    administrator: 'allowed',
  },
  'POST /api/setGuildSettings': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  'POST /api/setQuestions': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  'POST /api/setLeaderRoles': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  'POST /api/setMasterMessage': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  // GDKP (issue 29): recording is for the raid's leader (and the administrator, who manages any raid) and the
  // bankers; rules, bankers, closing and posting for the leader. Reads answer 200 and change nothing.
  'GET /api/gdkp (hidden from visitors)': {
    visitor: RAID_NOT_FOUND,
    owner: 'no effect',
    banker: 'no effect',
    leader: 'no effect',
    otherLeader: 'no effect',
  },
  'POST /api/gdkpSale': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: GDKP_NOT_ALLOWED,
    owner: GDKP_NOT_ALLOWED,
    banker: 'allowed',
    leader: 'allowed',
    otherLeader: GDKP_NOT_ALLOWED,
    administrator: 'allowed',
  },
  'POST /api/gdkpSaleEdit': {
    visitor: LOGIN_REQUIRED,
    owner: GDKP_NOT_ALLOWED,
    banker: 'allowed',
    leader: 'allowed',
    otherLeader: GDKP_NOT_ALLOWED,
  },
  'POST /api/gdkpSaleDelete': {
    visitor: LOGIN_REQUIRED,
    owner: GDKP_NOT_ALLOWED,
    banker: 'allowed',
    leader: 'allowed',
    otherLeader: GDKP_NOT_ALLOWED,
  },
  'POST /api/gdkpRules': {
    visitor: LOGIN_REQUIRED,
    owner: FORBIDDEN,
    banker: FORBIDDEN,
    leader: 'allowed',
    otherLeader: FORBIDDEN,
  },
  'POST /api/gdkpBankers': {
    visitor: LOGIN_REQUIRED,
    owner: FORBIDDEN,
    banker: FORBIDDEN,
    leader: 'allowed',
    otherLeader: FORBIDDEN,
  },
  'POST /api/gdkpParticipant': {
    visitor: LOGIN_REQUIRED,
    owner: GDKP_NOT_ALLOWED,
    banker: 'allowed',
    leader: 'allowed',
    otherLeader: GDKP_NOT_ALLOWED,
  },
  'POST /api/gdkpPaid': {
    visitor: LOGIN_REQUIRED,
    owner: GDKP_NOT_ALLOWED,
    banker: 'allowed',
    leader: 'allowed',
    otherLeader: GDKP_NOT_ALLOWED,
  },
  'POST /api/gdkpClose': {
    visitor: LOGIN_REQUIRED,
    owner: FORBIDDEN,
    banker: FORBIDDEN,
    leader: 'allowed',
    otherLeader: FORBIDDEN,
  },
  'POST /api/gdkpReopen': {
    visitor: LOGIN_REQUIRED,
    owner: FORBIDDEN,
    banker: FORBIDDEN,
    leader: 'allowed',
    otherLeader: FORBIDDEN,
  },
  'POST /api/gdkpImport': {
    visitor: LOGIN_REQUIRED,
    owner: GDKP_NOT_ALLOWED,
    banker: 'allowed',
    leader: 'allowed',
    otherLeader: GDKP_NOT_ALLOWED,
  },
  'POST /api/gdkpPostPayouts': {
    visitor: LOGIN_REQUIRED,
    owner: FORBIDDEN,
    banker: FORBIDDEN,
    leader: 'allowed',
    otherLeader: FORBIDDEN,
  },
  'GET /api/gdkpSalesCsv (hidden from visitors)': {
    visitor: RAID_NOT_FOUND,
    owner: 'no effect',
    banker: 'no effect',
    leader: 'no effect',
  },
  'GET /api/gdkpPayoutsCsv (hidden from visitors)': {
    visitor: RAID_NOT_FOUND,
    owner: 'no effect',
    banker: 'no effect',
    leader: 'no effect',
  },
  // The owner asks for their own history; the others for the owner's.
  "GET /api/gdkpHistory (the owner's)": {
    visitor: LOGIN_REQUIRED,
    owner: 'no effect',
    banker: FORBIDDEN,
    leader: FORBIDDEN,
    otherLeader: FORBIDDEN,
    administrator: 'no effect',
  },
  'POST /api/gdkpDefaults': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  'GET /api/gdkpDefaults': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'no effect',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  'POST /api/confirmRaidReport': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: FORBIDDEN,
    leader: 'allowed',
    administrator: 'allowed',
  },
  'POST /api/setWclGuild': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: FORBIDDEN,
    administrator: FORBIDDEN,
  },
  // Teams are the server's leaders' to manage: its owner and the Raid Leader role's holder.
  'POST /api/saveTeam': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: 'allowed',
    administrator: FORBIDDEN,
  },
  'POST /api/deleteTeam': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: 'allowed',
    administrator: FORBIDDEN,
  },
  // The member without roles leads the team: they may create its raids without leading the server.
  'POST /api/refreshRaid (create a team raid)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: 'allowed',
    owner: 'allowed',
    leader: 'allowed',
    administrator: NOT_GUILD_LEADER,
  },
  // The sign-up's owner leads the raid's team: they manage it as its leader does.
  'POST /api/refreshRaid (edit a team raid)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: 'allowed',
  },
  'POST /api/moveRecords (a team raid)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: 'allowed',
    administrator: 'allowed',
  },
  'POST /api/setSpec (a team raid)': {
    visitor: LOGIN_REQUIRED,
    otherPlayer: FORBIDDEN,
    owner: 'allowed',
    leader: 'allowed',
    administrator: 'allowed',
  },
} satisfies Record<string, Partial<Record<ActorName, Outcome>>>;

type CallName = keyof typeof table;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ICC = 8;
const PROTECTION = 73; // the second spec of the factory's warrior

/** The Discord stand-in's Frostmourne Raiders (tools/stand-ins/src/demoWorld.ts) and its members. */
const GUILD = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const GDKP_CHANNEL = '330000000000000002';
const RAID_LEADER_ROLE = '320000000000000002';
const RAIDER_ROLE = '320000000000000003';
const GUILD_OWNER = '210000000000000001';
const RAID_LEADER_ROLE_MEMBER = '210000000000000003';
const MEMBER_WITHOUT_ROLES = '210000000000000006';
const SITE_ADMIN = snowflake();

const wotlk = expansionCatalogue('wotlk');
/** Names Warcraft Logs knows on the test realm, none of them taken in this database. */
const knownNames = demoCharacters('wotlk', wotlk.classes, demoRealmId(wotlk.servers)).map(
  (character) => character.name,
);
let knownIndex = 0;

const cookies = new Map<string, string>();

const t = useTestApp({ ADMIN_USER_ID: SITE_ADMIN });

beforeAll(async () => {
  for (const id of [SITE_ADMIN, GUILD_OWNER, RAID_LEADER_ROLE_MEMBER, MEMBER_WITHOUT_ROLES]) {
    await createUser(t.deps.db, { id });
    cookies.set(id, await createSession(t.deps.db, id));
  }
  await createGuild(t.deps.db, { id: GUILD, name: 'Frostmourne Raiders', owner_id: GUILD_OWNER });
});

type Character = Awaited<ReturnType<typeof createCharacter>>;

interface Member {
  id: string;
  cookie: string;
  character: Character;
}

type Cast = Record<Exclude<ActorName, 'visitor' | GdkpActor>, Member> & Partial<Record<GdkpActor, Member>>;

/** A user the whole file shares (the Discord world's ids are fixed, and so is the administrator's). */
async function fixedMember(id: string): Promise<Member> {
  const cookie = cookies.get(id);
  if (!cookie) throw new Error(`no session for ${id}`);
  return { id, cookie, character: await createCharacter(t.deps.db, id) };
}

async function newMember(): Promise<Member> {
  const user = await createUser(t.deps.db);
  return {
    id: user.id,
    cookie: await createSession(t.deps.db, user.id),
    character: await createCharacter(t.deps.db, user.id),
  };
}

async function playersScene() {
  const [otherPlayer, owner, leader, administrator] = await Promise.all([
    newMember(),
    newMember(),
    newMember(),
    fixedMember(SITE_ADMIN),
  ]);
  return { cast: { otherPlayer, owner, leader, administrator } satisfies Cast };
}

let raidDay = 0;
/** Whole minutes, as the raid dialog sends them, a day apart so one leader's raids never share a date. */
function raidDate(): Date {
  return new Date(Math.ceil((Date.now() + ++raidDay * DAY) / MINUTE) * MINUTE);
}

/** A raid of the leader with the owner's character on the sign-up list; the owner has a spare character. */
async function raidScene(overrides: Parameters<typeof createRaid>[2] = {}) {
  const { cast } = await playersScene();
  const raid = await createRaid(
    t.deps.db,
    { userId: cast.leader.id, charId: cast.leader.character.id },
    { date: raidDate(), ...overrides },
  );
  const leaderRecord = await t.deps.db
    .selectFrom('records')
    .selectAll()
    .where('raid_id', '=', raid.id)
    .executeTakeFirstOrThrow();
  const record = await createRecord(t.deps.db, raid, {
    charId: cast.owner.character.id,
    userId: cast.owner.id,
  });
  const spare = await createCharacter(t.deps.db, cast.owner.id);
  return { cast, raid, leaderRecord, record, spare };
}

type RaidScene = Awaited<ReturnType<typeof raidScene>>;

/** The leader acts on their own record, everyone else on the owner's. */
const targetRecord = (scene: RaidScene, name: ActorName) =>
  name === 'leader' ? scene.leaderRecord : scene.record;

/** Frostmourne Raiders with nothing configured but the Raid Leader role, so its holder leads raids there. */
async function guildScene() {
  const db = t.deps.db;
  await db.deleteFrom('guild_leader_roles').where('guild_id', '=', GUILD).execute();
  await db.insertInto('guild_leader_roles').values({ guild_id: GUILD, role_id: RAID_LEADER_ROLE }).execute();
  await db.deleteFrom('guild_schedule_channels').where('guild_id', '=', GUILD).execute();
  await db.deleteFrom('questions').where('guild_id', '=', GUILD).execute();
  await db
    .updateTable('guilds')
    .set({
      status_buttons: [],
      hidden_fields: [],
      use_discord_events: false,
      auto_create_day_of_week: null,
      auto_create_hour: null,
      reminder_minutes: null,
      bench_credit_percent: 100,
    })
    .where('id', '=', GUILD)
    .execute();
  const [otherPlayer, owner, leader, administrator] = await Promise.all([
    fixedMember(MEMBER_WITHOUT_ROLES),
    fixedMember(GUILD_OWNER),
    fixedMember(RAID_LEADER_ROLE_MEMBER),
    fixedMember(SITE_ADMIN),
  ]);
  return { cast: { otherPlayer, owner, leader, administrator } satisfies Cast };
}

interface CallRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, number | string>;
  payload?: Record<string, unknown>;
}

const post = (path: string, payload: Record<string, unknown>): CallRequest => ({
  method: 'POST',
  path,
  payload,
});

interface Call<S extends { cast: Cast }> {
  scene: () => Promise<S>;
  request: (scene: S, actor: Member | null, name: ActorName) => CallRequest;
  /** What the call changes, read from the database. */
  readBack: (scene: S) => Promise<unknown>;
  /** The read-back once the actor's call went through. */
  applied: (scene: S, actor: Member, name: ActorName) => unknown;
}

interface CellResult {
  statusCode: number;
  body: unknown;
  before: unknown;
  after: unknown;
  applied: unknown;
}

type Cell = (name: ActorName) => Promise<CellResult>;

function call<S extends { cast: Cast }>(definition: Call<S>): Cell {
  return async (name) => {
    const scene = await definition.scene();
    const cast = name === 'visitor' ? null : scene.cast[name];
    if (name !== 'visitor' && !cast) throw new Error(`the scene casts no ${name}`);
    const actor = cast ?? null;
    const { method, path, query = {}, payload } = definition.request(scene, actor, name);
    const search = new URLSearchParams({ subdomain: 'wotlk' });
    for (const [key, value] of Object.entries(query)) search.set(key, String(value));
    const before = await definition.readBack(scene);
    const response = await t.app.inject({
      method,
      url: `${path}?${search.toString()}`,
      headers: actor ? { cookie: actor.cookie } : {},
      ...(payload ? { payload } : {}),
    });
    return {
      statusCode: response.statusCode,
      // The CSV exports answer text.
      body: String(response.headers['content-type']).includes('json') ? response.json() : response.body,
      before,
      after: await definition.readBack(scene),
      applied: actor ? definition.applied(scene, actor, name) : undefined,
    };
  };
}

const raidColumns = <C extends 'comment' | 'canceled' | 'canceled_reason' | 'roster_approved'>(
  raidId: number,
  columns: C[],
) => t.deps.db.selectFrom('raids').select(columns).where('id', '=', raidId).executeTakeFirstOrThrow();

const recordColumns = <C extends 'slot' | 'spec_id' | 'char_id'>(recordId: number, columns: C[]) =>
  t.deps.db.selectFrom('records').select(columns).where('id', '=', recordId).executeTakeFirstOrThrow();

const characterColumns = <C extends 'faction' | 'deleted'>(characterId: number, columns: C[]) =>
  t.deps.db.selectFrom('characters').select(columns).where('id', '=', characterId).executeTakeFirstOrThrow();

const ICC_ZONE =
  expansionCatalogue('wotlk').zones.find((zone) => zone.nameEng === 'Icecrown Citadel')?.id ?? 0;

const savesOfCharacter = (charId: number) =>
  t.deps.db.selectFrom('lockout_saves').select(['zone', 'raid_id']).where('char_id', '=', charId).execute();

const recordsOfRaid = (raidId: number) =>
  t.deps.db
    .selectFrom('records')
    .select(['id', 'status'])
    .where('raid_id', '=', raidId)
    .orderBy('id')
    .execute();

/** The edit dialog's payload for the raid as it is. */
function savedRaid(raid: RaidScene['raid']) {
  return {
    id: raid.id,
    server: raid.server,
    faction: raid.faction,
    zone: raid.zone,
    size: raid.size,
    difficulty: raid.difficulty,
    lootSystem: raid.loot_system,
    requiredIlvl: raid.required_ilvl,
    char: raid.char_id,
    discordServer: raid.discord_server,
    discordChannel: raid.discord_channel,
    date: raid.date.toISOString(),
  };
}

/** A loot-bidding raid of the leader with a sale, the owner's record in the roster, a named banker with a
 * record in it, and the leader of another raid. */
async function gdkpScene(options: { hidden?: boolean; closed?: boolean } = {}) {
  const scene = await raidScene({ loot_system: LOOT_BIDDING_SYSTEM_ID });
  const [banker, otherLeader] = await Promise.all([newMember(), newMember()]);
  await createRaid(
    t.deps.db,
    { userId: otherLeader.id, charId: otherLeader.character.id },
    { date: raidDate() },
  );
  await t.deps.db.updateTable('records').set({ slot: 2 }).where('id', '=', scene.record.id).execute();
  const bankerRecord = await createRecord(
    t.deps.db,
    scene.raid,
    { charId: banker.character.id, userId: banker.id },
    { slot: 3 },
  );
  await t.deps.db
    .insertInto('gdkp_ledgers')
    .values({
      raid_id: scene.raid.id,
      rules: JSON.stringify({ hiddenFromVisitors: options.hidden ?? false }),
      closed_at: options.closed ? new Date() : null,
      closed_by: options.closed ? scene.cast.leader.id : null,
    })
    .execute();
  await t.deps.db.insertInto('gdkp_bankers').values({ raid_id: scene.raid.id, user_id: banker.id }).execute();
  const sale = await t.deps.db
    .insertInto('gdkp_sales')
    .values({ raid_id: scene.raid.id, item_name: 'Shadowmourne', buyer_name: 'Pugbuyer', price_gold: 1000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...scene, cast: { ...scene.cast, banker, otherLeader }, bankerRecord, saleId: sale.id };
}

type GdkpScene = Awaited<ReturnType<typeof gdkpScene>>;

const ledgerColumns = <C extends 'rules' | 'closed_at' | 'version'>(raidId: number, columns: C[]) =>
  t.deps.db
    .selectFrom('gdkp_ledgers')
    .select(columns)
    .where('raid_id', '=', raidId)
    .executeTakeFirstOrThrow();

const salesOfRaid = (raidId: number) =>
  t.deps.db
    .selectFrom('gdkp_sales')
    .select(['item_name', 'price_gold', 'created_by'])
    .where('raid_id', '=', raidId)
    .orderBy('id')
    .execute();

/** A read: nothing to read back but that nothing changed. */
const gdkpRead = (path: string, hidden: boolean) =>
  call({
    scene: () => gdkpScene({ hidden }),
    request: ({ raid }) => ({ method: 'GET', path, query: { raid: raid.id } }),
    readBack: ({ raid }) => ledgerColumns(raid.id, ['version']),
    applied: () => null,
  });

function gdkpCalls() {
  return {
    'GET /api/gdkp (hidden from visitors)': gdkpRead('/api/gdkp', true),
    'POST /api/gdkpSale': call({
      scene: () => gdkpScene(),
      request: ({ raid, record }) =>
        post('/api/gdkpSale', {
          raid: raid.id,
          itemName: 'Invincible',
          buyerRecord: record.id,
          priceGold: 2500,
        }),
      readBack: ({ raid }) => salesOfRaid(raid.id),
      applied: (_scene: GdkpScene, actor) => [
        { item_name: 'Shadowmourne', price_gold: 1000, created_by: null },
        { item_name: 'Invincible', price_gold: 2500, created_by: actor.id },
      ],
    }),
    'POST /api/gdkpSaleEdit': call({
      scene: () => gdkpScene(),
      request: ({ saleId }) =>
        post('/api/gdkpSaleEdit', {
          id: saleId,
          itemName: 'Shadowmourne',
          buyerName: 'Pugbuyer',
          priceGold: 2000,
        }),
      readBack: ({ raid }) => salesOfRaid(raid.id),
      applied: () => [{ item_name: 'Shadowmourne', price_gold: 2000, created_by: null }],
    }),
    'POST /api/gdkpSaleDelete': call({
      scene: () => gdkpScene(),
      request: ({ saleId }) => post('/api/gdkpSaleDelete', { id: saleId }),
      readBack: ({ raid }) => salesOfRaid(raid.id),
      applied: () => [],
    }),
    'POST /api/gdkpRules': call({
      scene: () => gdkpScene(),
      request: ({ raid }) =>
        post('/api/gdkpRules', { raid: raid.id, rules: { ...DEFAULT_GDKP_RULES, organizerCutBp: 2500 } }),
      readBack: async ({ raid }) => (await ledgerColumns(raid.id, ['rules'])).rules,
      applied: () => ({ ...DEFAULT_GDKP_RULES, organizerCutBp: 2500 }),
    }),
    'POST /api/gdkpBankers': call({
      scene: () => gdkpScene(),
      request: ({ raid, cast }) => post('/api/gdkpBankers', { raid: raid.id, users: [cast.owner.id] }),
      readBack: ({ raid }) =>
        t.deps.db.selectFrom('gdkp_bankers').select('user_id').where('raid_id', '=', raid.id).execute(),
      applied: ({ cast }) => [{ user_id: cast.owner.id }],
    }),
    'POST /api/gdkpParticipant': call({
      scene: () => gdkpScene(),
      request: ({ raid, record }) =>
        post('/api/gdkpParticipant', { raid: raid.id, record: record.id, share: 'half', forfeit: 'late' }),
      readBack: ({ raid }) =>
        t.deps.db
          .selectFrom('gdkp_participants')
          .select(['record_id', 'share', 'forfeit'])
          .where('raid_id', '=', raid.id)
          .execute(),
      applied: ({ record }) => [{ record_id: record.id, share: 'half', forfeit: 'late' }],
    }),
    'POST /api/gdkpPaid': call({
      scene: () => gdkpScene(),
      request: ({ raid }) => post('/api/gdkpPaid', { raid: raid.id, key: 'n:pugbuyer', paid: true }),
      readBack: ({ raid }) =>
        t.deps.db
          .selectFrom('gdkp_paid')
          .select(['participant_key', 'paid_by'])
          .where('raid_id', '=', raid.id)
          .execute(),
      applied: (_scene: GdkpScene, actor) => [{ participant_key: 'n:pugbuyer', paid_by: actor.id }],
    }),
    'POST /api/gdkpClose': call({
      scene: () => gdkpScene(),
      request: ({ raid }) => post('/api/gdkpClose', { raid: raid.id }),
      readBack: async ({ raid }) => (await ledgerColumns(raid.id, ['closed_at'])).closed_at !== null,
      applied: () => true,
    }),
    'POST /api/gdkpReopen': call({
      scene: () => gdkpScene({ closed: true }),
      request: ({ raid }) => post('/api/gdkpReopen', { raid: raid.id, reason: 'One more sale' }),
      readBack: async ({ raid }) => (await ledgerColumns(raid.id, ['closed_at'])).closed_at !== null,
      applied: () => false,
    }),
    'POST /api/gdkpImport': call({
      scene: () => gdkpScene(),
      request: ({ raid }) => post('/api/gdkpImport', { raid: raid.id, text: GARGUL_SAMPLE }),
      readBack: async ({ raid }) => (await salesOfRaid(raid.id)).length,
      applied: () => 3,
    }),
    'POST /api/gdkpPostPayouts': call({
      scene: () => gdkpScene(),
      request: ({ raid }) => post('/api/gdkpPostPayouts', { raid: raid.id }),
      readBack: async ({ raid }) =>
        (
          await t.deps.db
            .selectFrom('discord_outbox')
            .select('id')
            .where('raid_id', '=', raid.id)
            .where('kind', '=', 'channelMessage')
            .execute()
        ).length > 0,
      applied: () => true,
    }),
    'GET /api/gdkpSalesCsv (hidden from visitors)': gdkpRead('/api/gdkpSalesCsv', true),
    'GET /api/gdkpPayoutsCsv (hidden from visitors)': gdkpRead('/api/gdkpPayoutsCsv', true),
    "GET /api/gdkpHistory (the owner's)": call({
      scene: () => gdkpScene(),
      request: ({ cast }) => ({ method: 'GET', path: '/api/gdkpHistory', query: { user: cast.owner.id } }),
      readBack: ({ raid }) => ledgerColumns(raid.id, ['version']),
      applied: () => null,
    }),
    'POST /api/gdkpDefaults': call({
      scene: async () => {
        await t.deps.db.deleteFrom('gdkp_defaults').where('guild_id', '=', GUILD).execute();
        return guildScene();
      },
      request: () =>
        post('/api/gdkpDefaults', { guild: GUILD, rules: { ...DEFAULT_GDKP_RULES, minimumSpendGold: 5000 } }),
      readBack: () =>
        t.deps.db.selectFrom('gdkp_defaults').select('rules').where('guild_id', '=', GUILD).execute(),
      applied: () => [{ rules: { ...DEFAULT_GDKP_RULES, minimumSpendGold: 5000 } }],
    }),
    'GET /api/gdkpDefaults': call({
      scene: guildScene,
      request: () => ({ method: 'GET', path: '/api/gdkpDefaults', query: { guild: GUILD } }),
      readBack: () =>
        t.deps.db.selectFrom('gdkp_defaults').select('rules').where('guild_id', '=', GUILD).execute(),
      applied: () => [],
    }),
  } satisfies Record<string, Cell>;
}

/** The demo report of Icecrown Citadel and its evening, when the raids of the report calls took place. */
const iccLogzone = wotlk.zones.find((zone) => zone.id === ICC)?.logzone ?? 0;
const reportEvening = demoReportStart(new Date()) + 5 * MINUTE;
const teamNames = () => t.deps.db.selectFrom('teams').select('name').where('guild_id', '=', GUILD).execute();

/** The guild scene with one team, led by the member without roles. */
async function teamScene() {
  const scene = await guildScene();
  await t.deps.db.deleteFrom('teams').where('guild_id', '=', GUILD).execute();
  const team = await createTeam(t.deps.db, {
    guildId: GUILD,
    name: 'Core',
    leaders: [MEMBER_WITHOUT_ROLES],
    members: [MEMBER_WITHOUT_ROLES],
  });
  return { ...scene, team };
}

/** A raid scene whose raid belongs to a team led by the sign-up's owner. */
async function teamRaidScene() {
  const guildId = snowflake();
  const scene = await raidScene({ required_ilvl: 5000, discord_server: guildId });
  const team = await createTeam(t.deps.db, { guildId, leaders: [scene.cast.owner.id] });
  await t.deps.db.updateTable('raids').set({ team_id: team.id }).where('id', '=', scene.raid.id).execute();
  return { ...scene, raid: { ...scene.raid, team_id: team.id } };
}

const calls: Record<CallName, Cell> = {
  'POST /api/refreshRaid (create)': call({
    scene: guildScene,
    request: ({ cast }, actor) =>
      post('/api/refreshRaid', {
        server: testRealm().id,
        faction: 2,
        zone: ICC,
        size: 25,
        difficulty: 1,
        lootSystem: 1,
        requiredIlvl: 5000,
        char: (actor ?? cast.owner).character.id,
        discordServer: GUILD,
        discordChannel: TEXT_CHANNEL,
        date: raidDate().toISOString(),
      }),
    readBack: ({ cast }) =>
      t.deps.db
        .selectFrom('raids')
        .select('user_id')
        .where(
          'char_id',
          'in',
          Object.values(cast).map((member) => member.character.id),
        )
        .execute(),
    applied: (_scene, actor) => [{ user_id: actor.id }],
  }),

  'POST /api/refreshRaid (edit)': call({
    // Logs or item level must be required for the dialog's payload to be valid.
    scene: () => raidScene({ required_ilvl: 5000 }),
    request: ({ raid }) => post('/api/refreshRaid', { ...savedRaid(raid), comment: 'Bring flasks' }),
    readBack: ({ raid }) => raidColumns(raid.id, ['comment']),
    applied: () => ({ comment: 'Bring flasks' }),
  }),

  'POST /api/refreshRaid (cancel)': call({
    scene: () => raidScene(),
    request: ({ raid }) => post('/api/refreshRaid', { id: raid.id, canceled: 1, reason: 'No healers' }),
    readBack: ({ raid }) => raidColumns(raid.id, ['canceled', 'canceled_reason']),
    applied: () => ({ canceled: true, canceled_reason: 'No healers' }),
  }),

  "POST /api/refreshRecords (sign up the owner's spare character)": call({
    scene: () => raidScene(),
    request: ({ raid, spare }) => post('/api/refreshRecords', { raid: raid.id, chars: [spare.id] }),
    readBack: ({ raid, spare }) =>
      t.deps.db
        .selectFrom('records')
        .select('user_id')
        .where('raid_id', '=', raid.id)
        .where('char_id', '=', spare.id)
        .execute(),
    applied: (_scene, actor) => [{ user_id: actor.id }],
  }),

  "POST /api/refreshRecords (put the owner's second choice first)": call({
    scene: async () => {
      const scene = await raidScene();
      await createRecord(
        t.deps.db,
        scene.raid,
        { charId: scene.spare.id, userId: scene.cast.owner.id },
        { preference: 2 },
      );
      return scene;
    },
    request: ({ raid, spare, cast }) =>
      post('/api/refreshRecords', { raid: raid.id, chars: [spare.id, cast.owner.character.id] }),
    readBack: ({ raid, cast }) =>
      t.deps.db
        .selectFrom('records')
        .select(['char_id', 'preference'])
        .where('raid_id', '=', raid.id)
        .where('user_id', '=', cast.owner.id)
        .orderBy('preference')
        .execute(),
    applied: ({ spare, cast }) => [
      { char_id: spare.id, preference: 1 },
      { char_id: cast.owner.character.id, preference: 2 },
    ],
  }),

  'POST /api/refreshRecords (cancel a sign-up)': call({
    scene: () => raidScene(),
    request: (scene, _actor, name) =>
      post('/api/refreshRecords', {
        raid: scene.raid.id,
        chars: [targetRecord(scene, name).char_id],
        cancel: true,
      }),
    readBack: ({ raid }) => recordsOfRaid(raid.id),
    applied: (scene, _actor, name) =>
      [scene.leaderRecord, scene.record]
        .filter((record) => record.id !== targetRecord(scene, name).id)
        .map((record) => ({ id: record.id, status: null })),
  }),

  'POST /api/moveRecords': call({
    scene: () => raidScene(),
    request: ({ raid, record }) =>
      post('/api/moveRecords', { raidID: raid.id, records: [{ id: record.id, slot: 2 }] }),
    readBack: ({ record }) => recordColumns(record.id, ['slot']),
    applied: () => ({ slot: 2 }),
  }),

  'POST /api/approveRoster': call({
    scene: () => raidScene({ preliminary_raid_rosters: true }),
    request: ({ raid }) => post('/api/approveRoster', { raid: raid.id }),
    readBack: ({ raid }) => raidColumns(raid.id, ['roster_approved']),
    applied: () => ({ roster_approved: true }),
  }),

  'POST /api/setSpec': call({
    scene: () => raidScene(),
    request: ({ record }) => post('/api/setSpec', { record: record.id, spec: PROTECTION }),
    readBack: ({ record }) => recordColumns(record.id, ['spec_id']),
    applied: () => ({ spec_id: PROTECTION }),
  }),

  'POST /api/setStatus': call({
    scene: () => raidScene(),
    request: (scene, _actor, name) =>
      post('/api/setStatus', { record: targetRecord(scene, name).id, status: 'tentative' }),
    readBack: ({ raid }) => recordsOfRaid(raid.id),
    applied: (scene, _actor, name) =>
      [scene.leaderRecord, scene.record].map((record) => ({
        id: record.id,
        status: record.id === targetRecord(scene, name).id ? 'tentative' : null,
      })),
  }),

  'GET /api/changeRequest': call({
    scene: () => raidScene(),
    request: ({ raid, cast, spare }) => ({
      method: 'GET',
      path: '/api/changeRequest',
      query: { raid: raid.id, char: cast.owner.character.id, newChar: spare.id },
    }),
    readBack: ({ raid }) =>
      t.deps.db
        .selectFrom('change_requests')
        .select(['requested_by', 'new_char_id', 'status'])
        .where('raid_id', '=', raid.id)
        .execute(),
    applied: ({ spare }, actor) => [{ requested_by: actor.id, new_char_id: spare.id, status: 'active' }],
  }),

  'POST /api/answerChangeRequest': call({
    scene: async () => {
      const scene = await raidScene();
      const request = await t.deps.db
        .insertInto('change_requests')
        .values({
          raid_id: scene.raid.id,
          record_id: scene.record.id,
          char_id: scene.record.char_id,
          new_char_id: scene.spare.id,
          requested_by: scene.cast.leader.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...scene, requestId: request.id };
    },
    request: ({ record }) => post('/api/answerChangeRequest', { record: record.id, accept: true }),
    readBack: async ({ record, requestId }) => {
      const request = await t.deps.db
        .selectFrom('change_requests')
        .select('status')
        .where('id', '=', requestId)
        .executeTakeFirstOrThrow();
      return { ...(await recordColumns(record.id, ['char_id'])), ...request };
    },
    applied: ({ spare }) => ({ char_id: spare.id, status: 'accepted' }),
  }),

  'POST /api/refreshChar (add a new character)': call({
    scene: async () => {
      const name = knownNames[knownIndex++];
      if (!name) throw new Error('out of names Warcraft Logs knows');
      return { ...(await playersScene()), name };
    },
    request: ({ name }) =>
      post('/api/refreshChar', { name, server: testRealm().id, faction: 2, class: 1, spec: 71, spec2: 0 }),
    readBack: ({ name }) =>
      t.deps.db.selectFrom('characters').select('user_id').where('name', '=', name).execute(),
    applied: (_scene, actor) => [{ user_id: actor.id }],
  }),

  "POST /api/refreshChar (edit the owner's character)": call({
    scene: playersScene,
    request: ({ cast }) => post('/api/refreshChar', { id: cast.owner.character.id, faction: 1 }),
    readBack: ({ cast }) => characterColumns(cast.owner.character.id, ['faction']),
    applied: () => ({ faction: 1 }),
  }),

  "POST /api/refreshChar (delete the owner's character)": call({
    scene: playersScene,
    request: ({ cast }) => post('/api/refreshChar', { id: cast.owner.character.id, off: 1 }),
    readBack: ({ cast }) => characterColumns(cast.owner.character.id, ['deleted']),
    applied: () => ({ deleted: true }),
  }),

  "POST /api/addLockoutSave (the owner's character)": call({
    scene: playersScene,
    request: ({ cast }) => post('/api/addLockoutSave', { char: cast.owner.character.id, zone: ICC_ZONE }),
    readBack: ({ cast }) => savesOfCharacter(cast.owner.character.id),
    applied: () => [{ zone: ICC_ZONE, raid_id: null }],
  }),

  "POST /api/deleteLockoutSave (the owner's save added by hand)": call({
    scene: async () => {
      const scene = await playersScene();
      const save = await t.deps.db
        .insertInto('lockout_saves')
        .values({
          char_id: scene.cast.owner.character.id,
          zone: ICC_ZONE,
          saved_from: new Date(Date.now() - DAY),
          saved_until: new Date(Date.now() + DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...scene, save };
    },
    request: ({ save }) => post('/api/deleteLockoutSave', { id: save.id }),
    readBack: ({ cast }) => savesOfCharacter(cast.owner.character.id),
    applied: () => [],
  }),

  'POST /api/refreshUser (own preferences)': call({
    scene: async () => {
      const scene = await playersScene();
      // The administrator is one user for the whole file; its flag starts off in every cell.
      await t.deps.db
        .updateTable('users')
        .set({ dont_show_all_chars_in_records: false })
        .where('id', '=', SITE_ADMIN)
        .execute();
      return scene;
    },
    request: () => post('/api/refreshUser', { dontShowAllCharsInRecords: 1 }),
    readBack: async ({ cast }) => {
      const rows = await t.deps.db
        .selectFrom('users')
        .select(['id', 'dont_show_all_chars_in_records'])
        .where(
          'id',
          'in',
          Object.values(cast).map((member) => member.id),
        )
        .execute();
      return Object.fromEntries(rows.map((row) => [row.id, row.dont_show_all_chars_in_records]));
    },
    applied: ({ cast }, actor) =>
      Object.fromEntries(Object.values(cast).map((member) => [member.id, member.id === actor.id])),
  }),

  'POST /api/setGuildSettings': call({
    scene: guildScene,
    request: () =>
      post('/api/setGuildSettings', {
        server: GUILD,
        statusButtons: ['late'],
        hiddenFields: [],
        useDiscordEvents: false,
        autoCreateDayOfWeek: null,
        autoCreateHour: null,
        reminderMinutes: null,
        benchCredit: 0.5,
      }),
    readBack: () =>
      t.deps.db
        .selectFrom('guilds')
        .select(['status_buttons', 'bench_credit_percent'])
        .where('id', '=', GUILD)
        .executeTakeFirstOrThrow(),
    applied: () => ({ status_buttons: ['late'], bench_credit_percent: 50 }),
  }),

  'POST /api/setQuestions': call({
    scene: guildScene,
    request: () => post('/api/setQuestions', { server: GUILD, questions: ['Experience?'] }),
    readBack: () =>
      t.deps.db
        .selectFrom('questions')
        .select('text')
        .where('guild_id', '=', GUILD)
        .orderBy('position')
        .execute(),
    applied: () => [{ text: 'Experience?' }],
  }),

  'POST /api/setLeaderRoles': call({
    scene: guildScene,
    request: () => post('/api/setLeaderRoles', { server: GUILD, role: RAIDER_ROLE }),
    readBack: () =>
      t.deps.db
        .selectFrom('guild_leader_roles')
        .select('role_id')
        .where('guild_id', '=', GUILD)
        .orderBy('role_id')
        .execute(),
    applied: () => [{ role_id: RAID_LEADER_ROLE }, { role_id: RAIDER_ROLE }],
  }),

  'POST /api/setMasterMessage': call({
    scene: guildScene,
    request: () => post('/api/setMasterMessage', { server: GUILD, channel: GDKP_CHANNEL }),
    readBack: () =>
      t.deps.db
        .selectFrom('guild_schedule_channels')
        .select('channel_id')
        .where('guild_id', '=', GUILD)
        .execute(),
    applied: () => [{ channel_id: GDKP_CHANNEL }],
  }),
  ...gdkpCalls(),

  'POST /api/confirmRaidReport': call({
    scene: () => raidScene({ date: new Date(reportEvening), zone: ICC }),
    request: ({ raid }) =>
      post('/api/confirmRaidReport', { raid: raid.id, report: demoReportCode('wotlk', iccLogzone) }),
    readBack: ({ raid }) =>
      t.deps.db.selectFrom('raid_reports').select('code').where('raid_id', '=', raid.id).execute(),
    applied: () => [{ code: demoReportCode('wotlk', iccLogzone) }],
  }),

  'POST /api/setWclGuild': call({
    scene: async () => {
      await t.deps.db.deleteFrom('wcl_guild_links').execute();
      return guildScene();
    },
    request: () =>
      post('/api/setWclGuild', {
        server: GUILD,
        guildId: null,
        name: DEMO_WCL_GUILD_NAME,
        realm: testRealm().id,
      }),
    readBack: () => t.deps.db.selectFrom('wcl_guild_links').select(['guild_id', 'name']).execute(),
    applied: () => [{ guild_id: GUILD, name: DEMO_WCL_GUILD_NAME }],
  }),

  'POST /api/saveTeam': call({
    scene: async () => {
      const scene = await guildScene();
      await t.deps.db.deleteFrom('teams').where('guild_id', '=', GUILD).execute();
      return scene;
    },
    request: () =>
      post('/api/saveTeam', {
        guild: GUILD,
        name: 'Wednesday team',
        members: [MEMBER_WITHOUT_ROLES],
        leaders: [RAID_LEADER_ROLE_MEMBER],
      }),
    readBack: teamNames,
    applied: () => [{ name: 'Wednesday team' }],
  }),

  'POST /api/deleteTeam': call({
    scene: teamScene,
    request: ({ team }) => post('/api/deleteTeam', { id: team.id }),
    readBack: teamNames,
    applied: () => [],
  }),

  'POST /api/refreshRaid (create a team raid)': call({
    scene: teamScene,
    request: ({ cast, team }, actor) =>
      post('/api/refreshRaid', {
        server: testRealm().id,
        faction: 2,
        zone: ICC,
        size: 25,
        difficulty: 1,
        lootSystem: 1,
        requiredIlvl: 5000,
        char: (actor ?? cast.owner).character.id,
        discordServer: GUILD,
        discordChannel: TEXT_CHANNEL,
        team: team.id,
        date: raidDate().toISOString(),
      }),
    readBack: ({ cast }) =>
      t.deps.db
        .selectFrom('raids')
        .select(['user_id', 'team_id'])
        .where(
          'char_id',
          'in',
          Object.values(cast).map((member) => member.character.id),
        )
        .execute(),
    applied: ({ team }, actor) => [{ user_id: actor.id, team_id: team.id }],
  }),

  'POST /api/refreshRaid (edit a team raid)': call({
    scene: teamRaidScene,
    request: ({ raid }) =>
      post('/api/refreshRaid', { ...savedRaid(raid), team: raid.team_id, comment: 'Bring flasks' }),
    readBack: ({ raid }) => raidColumns(raid.id, ['comment']),
    applied: () => ({ comment: 'Bring flasks' }),
  }),

  'POST /api/setSpec (a team raid)': call({
    scene: teamRaidScene,
    request: ({ record }) => post('/api/setSpec', { record: record.id, spec: PROTECTION }),
    readBack: ({ record }) => recordColumns(record.id, ['spec_id']),
    applied: () => ({ spec_id: PROTECTION }),
  }),

  'POST /api/moveRecords (a team raid)': call({
    scene: teamRaidScene,
    request: ({ raid, record }) =>
      post('/api/moveRecords', { raidID: raid.id, records: [{ id: record.id, slot: 2 }] }),
    readBack: ({ record }) => recordColumns(record.id, ['slot']),
    applied: () => ({ slot: 2 }),
  }),
};

const label = (outcome: Outcome) =>
  typeof outcome === 'string' ? outcome : `${outcome.status} '${outcome.error}'`;

describe.each(Object.keys(table) as CallName[])('%s', (callName) => {
  const rows = (Object.entries(table[callName]) as Array<[ActorName, Outcome]>).map(
    ([actor, outcome]): [ActorName, string, Outcome] => [actor, label(outcome), outcome],
  );

  it.each(rows)('%s: %s', async (actor, _label, outcome) => {
    const cell = await calls[callName](actor);
    if (outcome === 'allowed') {
      expect(cell.statusCode).toBe(200);
      // A read-back that already looked applied could not tell a refusal from a success.
      expect(cell.before).not.toEqual(cell.applied);
      expect(cell.after).toEqual(cell.applied);
      return;
    }
    if (outcome === 'no effect') {
      expect(cell.statusCode).toBe(200);
    } else {
      expect(cell.statusCode).toBe(outcome.status);
      const { code, error, issues } = outcome;
      expect(cell.body).toEqual({ code, error, ...(issues && { issues }) });
    }
    expect(cell.after).toEqual(cell.before);
  });
});

describe('GET /api/init', () => {
  it('tells the site administrator, and nobody else, that they have the leader’s rights in every raid', async () => {
    const siteAdmin = async (cookie?: string) => {
      const response = await t.app.inject({ url: '/api/init', headers: cookie ? { cookie } : {} });
      return (response.json() as { siteAdmin: boolean }).siteAdmin;
    };
    expect(await siteAdmin(cookies.get(SITE_ADMIN))).toBe(true);
    expect(await siteAdmin(cookies.get(GUILD_OWNER))).toBe(false);
    expect(await siteAdmin()).toBe(false);
  });
});
