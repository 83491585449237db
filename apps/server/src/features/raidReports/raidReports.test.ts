import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { ReportPreviewAnswer } from '@raid/domain/schemas/raidReports';
import { DEMO_WCL_GUILD_NAME, demoReportCode, demoReportStart } from '@raid/stand-ins/demoReports';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeRaid } from '../../jobs/raidCompletion.js';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
  testRealm,
} from '../../testing/factories.js';
import { connectSocket, Inbox, listenOnLoopback, roundTrip } from '../../testing/socketClients.js';
import { useTestApp } from '../../testing/testApp.js';

const t = useTestApp();

/** The Discord stand-in's Frostmourne Raiders and its owner, who may link its Warcraft Logs guild. */
const FROSTMOURNE = '310000000000000001';
const ARTHAS = '210000000000000001';
const JAINA = '210000000000000002';

const zoneOf = (expansion: ExpansionKey, name: string) => {
  const zone = expansionCatalogue(expansion).zones.find((candidate) => candidate.nameEng === name);
  if (!zone) throw new Error(`no ${name}`);
  return zone;
};
const ICC = zoneOf('wotlk', 'Icecrown Citadel');
/** The demo guild's weekly clear: the stand-in dates its reports from its start, the raid starts at 20:00. */
const evening = new Date(demoReportStart(new Date()) + 5 * 60_000);
const iccCode = demoReportCode('wotlk', ICC.logzone);

let arthasCookie: string;
let jainaCookie: string;

beforeAll(async () => {
  await createUser(t.deps.db, { id: ARTHAS });
  await createUser(t.deps.db, { id: JAINA });
  arthasCookie = await createSession(t.deps.db, ARTHAS);
  jainaCookie = await createSession(t.deps.db, JAINA);
});

async function character(userId: string, name: string, expansion: ExpansionKey = 'wotlk') {
  const row = await createCharacter(t.deps.db, userId, {
    name,
    expansion,
    server: testRealm(expansion).id,
  });
  return { userId, charId: row.id };
}

let cast: Record<
  'leader' | 'rostered' | 'absentee' | 'benched' | 'walkIn',
  { userId: string; charId: number }
>;
let raidMinute = 0;

beforeAll(async () => {
  const names = {
    leader: 'Thalric',
    rostered: 'Mirelle',
    absentee: 'Brannoc',
    benched: 'Selwyn',
    walkIn: 'Korgath',
  };
  const entries = await Promise.all(
    Object.entries(names).map(async ([role, name]) => {
      const owner = role === 'leader' ? ARTHAS : (await createUser(t.deps.db)).id;
      return [role, await character(owner, name)] as const;
    }),
  );
  cast = Object.fromEntries(entries) as typeof cast;
});

/**
 * Arthas's completed raid on the evening of the demo report, with the report's players in every position:
 * Thalric (leader) and Mirelle rostered and present, Brannoc rostered but not in the report (his player came
 * on Garrow), Selwyn on the sign-up list and present, Korgath present without a sign-up; Ysolde, Garrow and
 * Unlinkedhero took part but are nobody's here. Each raid a minute after the last, so one leader's never clash.
 */
async function eveningRaid() {
  const raid = await createRaid(t.deps.db, cast.leader, {
    discord_server: FROSTMOURNE,
    date: new Date(evening.getTime() + raidMinute++ * 60_000),
    zone: ICC.id,
  });
  await createRecord(t.deps.db, raid, cast.rostered, { slot: 2 });
  await createRecord(t.deps.db, raid, cast.absentee, { slot: 3 });
  await createRecord(t.deps.db, raid, cast.benched, { slot: 0 });
  await completeRaid(t.deps, { raidId: raid.id, date: raid.date.toISOString() });
  return { raid, ...cast };
}

function preview(raidId: number, report: string | null, cookie = arthasCookie) {
  const query = new URLSearchParams({ subdomain: 'wotlk', raid: String(raidId) });
  if (report !== null) query.set('report', report);
  return t.app.inject({ url: `/api/raidReportPreview?${query}`, headers: { cookie } });
}

function confirm(raidId: number, report: string, subdomain = 'wotlk') {
  return t.app.inject({
    method: 'POST',
    url: `/api/confirmRaidReport?subdomain=${subdomain}`,
    headers: { cookie: arthasCookie },
    payload: { raid: raidId, report },
  });
}

const outcomes = async (raidId: number) =>
  Object.fromEntries(
    (
      await t.deps.db
        .selectFrom('attendance')
        .select(['user_id', 'outcome', 'source'])
        .where('raid_id', '=', raidId)
        .execute()
    ).map((row) => [row.user_id, `${row.outcome}/${row.source}`]),
  );

describe('attendance from a Warcraft Logs report', () => {
  it('shows each character of the raid by what the pasted report says', async () => {
    const { raid } = await eveningRaid();
    const answer = await preview(
      raid.id,
      `https://classic.warcraftlogs.com/reports/${iccCode}#fight=2&type=damage-done`,
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json<ReportPreviewAnswer>();
    expect(body.report).toMatchObject({
      site: 'classic',
      code: iccCode,
      url: `https://classic.warcraftlogs.com/reports/${iccCode}`,
    });
    expect(body.rows.map((row) => [row.kind, row.name])).toEqual([
      ['rosterPresent', 'Thalric'],
      ['rosterPresent', 'Mirelle'],
      ['rosterAbsent', 'Brannoc'],
      ['benchPresent', 'Selwyn'],
      ['unmatched', 'Garrow'],
      ['presentUnsigned', 'Korgath'],
      ['unmatched', 'Ysolde'],
      ['unmatched', 'Unlinkedhero'],
    ]);
  });

  it('confirming records what happened over the sign-ups, links the report, and moves the attendance table', async () => {
    const { raid, rostered, absentee, benched, walkIn } = await eveningRaid();
    expect(await outcomes(raid.id)).toEqual({
      [ARTHAS]: 'roster/signUps',
      [rostered.userId]: 'roster/signUps',
      [absentee.userId]: 'roster/signUps',
      [benched.userId]: 'bench/signUps',
    });
    const percentage = async (userId: string) => {
      const answer = await t.app.inject({
        url: `/api/attendance?subdomain=wotlk&guild=${FROSTMOURNE}&benchCounts=false`,
      });
      return answer
        .json<{ data: Array<{ id: string; percentage: number }> }>()
        .data.find((row) => row.id === userId)?.percentage;
    };
    // The cast plays in every raid of this file: figures are compared before and after.
    const before = { absentee: await percentage(absentee.userId), benched: await percentage(benched.userId) };

    const confirmed = await confirm(raid.id, iccCode);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ link: { code: iccCode, site: 'classic' }, players: 5 });
    expect(await outcomes(raid.id)).toEqual({
      [ARTHAS]: 'roster/report',
      [rostered.userId]: 'roster/report',
      [absentee.userId]: 'absent/report',
      [benched.userId]: 'roster/report',
      [walkIn.userId]: 'roster/report',
    });
    expect(await percentage(absentee.userId)).toBeLessThan(before.absentee ?? 0);
    expect(await percentage(benched.userId)).toBeGreaterThan(before.benched ?? 100);

    // Completion running again (a retried job) keeps the report's outcomes.
    await completeRaid(t.deps, { raidId: raid.id, date: raid.date.toISOString() });
    expect((await outcomes(raid.id))[absentee.userId]).toBe('absent/report');

    const link = await t.app.inject({ url: `/api/raidReport?subdomain=wotlk&raid=${raid.id}` });
    expect(link.json()).toMatchObject({
      link: { url: `https://classic.warcraftlogs.com/reports/${iccCode}` },
    });
  });

  it.each([
    ['a bad address', 'https://evil.example/reports/x', 400, 'reportAddressInvalid'],
    [
      'a report of another site',
      `https://vanilla.warcraftlogs.com/reports/${iccCode}`,
      400,
      'reportOnOtherSite',
    ],
    ['a code no report has', 'ZZZZZZZZZZZZZZZZ', 404, 'reportNotFound'],
    ['no report and no linked guild', null, 409, 'wclGuildNotLinked'],
  ])('refuses %s', async (_what, report, status, code) => {
    const { raid } = await eveningRaid();
    await t.deps.db.deleteFrom('wcl_guild_links').execute();
    const answer = await preview(raid.id, report);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ code });
  });

  it('is for the raid’s leader, once the raid has completed', async () => {
    const { raid } = await eveningRaid();
    expect((await preview(raid.id, iccCode, jainaCookie)).json()).toMatchObject({ code: 'forbidden' });
    const lead = await character(ARTHAS, 'Tomorrow');
    const coming = await createRaid(t.deps.db, lead, { discord_server: FROSTMOURNE });
    expect((await preview(coming.id, iccCode)).json()).toMatchObject({ code: 'raidNotCompleted' });
  });

  it("finds the evening's report in the linked guild's listing, on the site of the raid's realm", async () => {
    const classicRealm = testRealm('classic');
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/setWclGuild?subdomain=classic',
      headers: { cookie: arthasCookie },
      payload: { server: FROSTMOURNE, guildId: null, name: DEMO_WCL_GUILD_NAME, realm: classicRealm.id },
    });
    expect(linked.statusCode).toBe(200);
    const naxx = zoneOf('classic', 'Naxxramas');
    const lead = await character(ARTHAS, 'Classicus', 'classic');
    const raid = await createRaid(t.deps.db, lead, {
      expansion: 'classic',
      server: classicRealm.id,
      discord_server: FROSTMOURNE,
      date: evening,
      zone: naxx.id,
      size: 40,
    });
    t.wcl.clearRequests();
    const query = new URLSearchParams({ subdomain: 'classic', raid: String(raid.id) });
    const answer = await t.app.inject({
      url: `/api/raidReportPreview?${query}`,
      headers: { cookie: arthasCookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ReportPreviewAnswer>().report).toMatchObject({
      site: classicRealm.logsSite,
      code: demoReportCode('classic', naxx.logzone),
    });
    const asked = t.wcl.requests().filter((request) => request.path.endsWith('/api/v2/client'));
    expect(asked.map((request) => request.path)).toEqual([
      `/${classicRealm.logsSite}/api/v2/client`,
      `/${classicRealm.logsSite}/api/v2/client`,
    ]);
    expect(JSON.stringify(asked[0]?.body)).toContain(`"zoneID":${naxx.logzone}`);
  });

  it("refuses a linked guild whose realm is logged on another site than the raid's", async () => {
    const fresh = expansionCatalogue('classic').servers.find((server) => server.logsSite === 'fresh');
    if (!fresh) throw new Error('no fresh realm');
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/setWclGuild?subdomain=classic',
      headers: { cookie: arthasCookie },
      payload: { server: FROSTMOURNE, guildId: null, name: DEMO_WCL_GUILD_NAME, realm: fresh.id },
    });
    expect(linked.statusCode).toBe(200);
    const lead = await character(ARTHAS, 'Freshly', 'classic');
    const raid = await createRaid(t.deps.db, lead, {
      expansion: 'classic',
      server: testRealm('classic').id,
      discord_server: FROSTMOURNE,
      date: new Date(evening.getTime() - 60_000),
      zone: zoneOf('classic', 'Naxxramas').id,
      size: 40,
    });
    const query = new URLSearchParams({ subdomain: 'classic', raid: String(raid.id) });
    const answer = await t.app.inject({
      url: `/api/raidReportPreview?${query}`,
      headers: { cookie: arthasCookie },
    });
    expect(answer.json()).toMatchObject({ code: 'wclGuildOnOtherSite' });
  });

  it('says Logs not received when Warcraft Logs fails, and writes nothing', async () => {
    const { raid } = await eveningRaid();
    const before = await outcomes(raid.id);
    await fetch(`${t.wcl.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/v2/client$', status: 502, count: 2 }),
    });
    const answer = await confirm(raid.id, iccCode);
    await fetch(`${t.wcl.url}/__faults`, { method: 'DELETE' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'logsNotReceived' });
    expect(await outcomes(raid.id)).toEqual(before);
  });

  it('tells the pages open on the raid that its report was linked', async () => {
    const { raid } = await eveningRaid();
    const watcher = await connectSocket(await listenOnLoopback(t), { subdomain: 'wotlk' });
    try {
      const inbox = new Inbox(watcher);
      watcher.emit('joinRaid', raid.id);
      // Events are handled in order: once this answers, the socket is in the raid's room.
      await roundTrip(watcher);
      expect((await confirm(raid.id, iccCode)).statusCode).toBe(200);
      expect(await inbox.waitFor('raidReportUpdated')).toEqual({ raid: raid.id });
    } finally {
      watcher.close();
    }
  });
});
