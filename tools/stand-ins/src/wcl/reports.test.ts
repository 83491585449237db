import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { WclSite } from '@raid/domain/catalogue/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WCL_GUILD_NAME, demoReports, demoWclGuildId } from '../demoReports.js';
import { demoRealmId } from '../demoWorld.js';
import { startWclStandIn, type WclStandIn } from '../wclStandIn.js';

let wcl: WclStandIn;
let accessToken: string;

beforeAll(async () => {
  wcl = await startWclStandIn();
  const response = await fetch(wcl.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${wcl.clientId}:${wcl.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  accessToken = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await wcl.close();
});

interface GraphqlAnswer {
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Array<{
    message: string;
    locations?: unknown;
    path?: unknown;
    extensions?: { category?: string };
  }>;
}

async function ask(site: WclSite, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(wcl.apiUrl(site), {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphqlAnswer;
}

const classic = expansionCatalogue('classic');
const realm = classic.servers.find((server) => server.id === demoRealmId(classic.servers));
if (!realm) throw new Error('no demo realm');
const report = demoReports(new Date()).find((candidate) => candidate.expansion === 'classic');
if (!report) throw new Error('no classic demo report');

const REPORT = `query Report($code: String!) {
  reportData {
    report(code: $code) {
      code title startTime endTime zone { id }
      fights { id encounterID startTime endTime kill friendlyPlayers }
      masterData { actors(type: "Player") { id name server type subType } }
    }
  }
}`;

describe('Warcraft Logs stand-in: reports', () => {
  it("answers a report by its code on its realm's site: players, and fights naming who took part", async () => {
    const answer = await ask(realm.logsSite, REPORT, { code: report.code });
    expect(answer.errors).toBeUndefined();
    const found = answer.data?.reportData.report;
    expect(found).toMatchObject({
      code: report.code,
      startTime: report.startTime,
      zone: { id: report.zone.id },
    });
    const actors = found.masterData.actors as Array<{
      id: number;
      name: string;
      server: string;
      type: string;
    }>;
    expect(
      actors.every((actor) => actor.type === 'Player' && actor.server === realm.name.replace(/\s/g, '')),
    ).toBe(true);
    const fighting = new Set(
      (found.fights as Array<{ friendlyPlayers: number[] }>).flatMap((f) => f.friendlyPlayers),
    );
    // One player zoned in and fought nothing: an actor, in no fight.
    expect(actors.filter((actor) => !fighting.has(actor.id))).toHaveLength(1);
    expect(found.fights[0]).toMatchObject({ encounterID: 0 });
  });

  it('answers another site, or an unknown code, with null and the real "does not exist" error', async () => {
    for (const [site, code] of [
      ['classic', report.code],
      [realm.logsSite, 'AAAAAAAAAAAAAAAA'],
    ] as const) {
      const answer = await ask(site, REPORT, { code });
      expect(answer.data?.reportData).toEqual({ report: null });
      expect(answer.errors?.map((error) => error.message)).toEqual(['This report does not exist.']);
    }
  });

  it.each([
    [
      'an unknown field',
      '{ reportData { report(code: "x") { code players } } }',
      'Cannot query field "players" on type "Report".',
    ],
    [
      'a code that is no string',
      '{ reportData { report(code: 5) { code } } }',
      'String cannot represent a non string value: 5',
    ],
    [
      'a limit that is no integer',
      '{ reportData { reports(guildID: 1, limit: "5") { data { code } } } }',
      'Int cannot represent non-integer value: "5"',
    ],
    [
      'an unknown kill type',
      '{ reportData { report(code: "x") { fights(killType: Bosses) { id } } } }',
      'Value "Bosses" does not exist in "KillType" enum.',
    ],
    [
      'a field without its selection',
      '{ reportData { report(code: "x") { masterData } } }',
      'Field "masterData" of type "ReportMasterData" must have a selection of subfields. Did you mean "masterData { ... }"?',
    ],
    [
      'an undeclared variable',
      '{ reportData { report(code: $code) { code } } }',
      'Variable "$code" is not defined.',
    ],
  ])('refuses %s as the real API does, with no data', async (_what, query, message) => {
    const answer = await ask(realm.logsSite, query);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql' } });
  });

  const LISTING = `query GuildReports($guildName: String!, $guildServerSlug: String!, $guildServerRegion: String!,
    $startTime: Float!, $endTime: Float!, $zoneID: Int!, $limit: Int!) {
    reportData {
      reports(guildName: $guildName, guildServerSlug: $guildServerSlug, guildServerRegion: $guildServerRegion,
        startTime: $startTime, endTime: $endTime, zoneID: $zoneID, limit: $limit) {
        data { code startTime endTime }
        total
      }
    }
  }`;
  const byName = {
    guildName: DEMO_WCL_GUILD_NAME,
    guildServerSlug: realm.serverSlug,
    guildServerRegion: realm.serverRegion,
    zoneID: report.zone.id,
    limit: 25,
  };

  it("lists the guild's reports in a time range and zone, by name and realm or by id, on its site only", async () => {
    const evening = { startTime: report.startTime - 3_600_000, endTime: report.startTime + 3_600_000 };
    const found = await ask(realm.logsSite, LISTING, { ...byName, ...evening });
    expect(found.data?.reportData.reports).toEqual({
      data: [{ code: report.code, startTime: report.startTime, endTime: report.endTime }],
      total: 1,
    });
    const byId = await ask(
      realm.logsSite,
      `{ reportData { reports(guildID: ${demoWclGuildId(realm.logsSite, realm.serverSlug)}, zoneID: ${report.zone.id}) { data { code } } } }`,
    );
    expect(byId.data?.reportData.reports.data).toEqual([{ code: report.code }]);
    const dayBefore = {
      startTime: report.startTime - 30 * 3_600_000,
      endTime: report.startTime - 20 * 3_600_000,
    };
    expect(
      (await ask(realm.logsSite, LISTING, { ...byName, ...dayBefore })).data?.reportData.reports.total,
    ).toBe(0);
    expect((await ask('classic', LISTING, { ...byName, ...evening })).data?.reportData.reports.total).toBe(0);
  });
});
