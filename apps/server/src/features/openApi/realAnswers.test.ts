/**
 * Issue 32: a real answer of every call the OpenAPI document lists, made by the real app against the real
 * database and stand-ins, validated against the document's own schema for its status and media type by an
 * independent validator (ajv, JSON Schema 2020-12: OpenAPI 3.1's dialect). The requests come from the document
 * too: each call's documented parameters and body give its example (the API fuzz's, on the fuzz world's rows);
 * the calls whose example cannot succeed get their request below.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import { DEFAULT_GDKP_RULES, type GdkpLedgerAnswer } from '@raid/domain/schemas/gdkp';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Response as InjectedAnswer } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { DEMO_WCL_GUILD_NAME, demoReportCode, demoReportStart } from '@raid/stand-ins/demoReports';
import {
  createCharacter,
  createRaid,
  createSession,
  createUser,
  testRealm,
} from '../../testing/factories.js';
import { exampleOf, type JsonSchema } from '../../testing/fuzzPayloads.js';
import { FROSTMOURNE, JAINA, seedFuzzWorld, THRALL } from '../../testing/fuzzWorld.js';

/** Frostmourne's Raider role (tools/stand-ins/src/demoWorld.ts). */
const RAIDER_ROLE = '320000000000000003';
import { discordLoginAnswer, loginThroughDiscord } from '../../testing/loginFlow.js';
import { useTestApp } from '../../testing/testApp.js';
import { startTestReceiver } from '../../testing/webhookReceiver.js';
import type { OpenApiDocument, Operation, Parameter, Response } from './openApiDocument.js';
import { GARGUL_SAMPLE } from '../../testing/gargulSample.js';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const unlimited = { max: 1_000_000, windowMs: 60_000 };
const RAID_SCHEDULE = '330000000000000001';
const t = useTestApp(
  { DISCORD_PUBLIC_KEY: publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex') },
  { rateLimits: { login: unlimited, writes: unlimited, logLookups: unlimited } },
);
let document: OpenApiDocument;
let receiver: Awaited<ReturnType<typeof startTestReceiver>>;

beforeAll(async () => {
  await createUser(t.deps.db, { id: JAINA, premium: true });
  await createUser(t.deps.db, { id: THRALL });
  receiver = await startTestReceiver();
  document = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
});

afterAll(async () => {
  await receiver.close();
});

type Hints = Awaited<ReturnType<typeof seedFuzzWorld>>['hints'];
interface Ask {
  method: string;
  path: string;
  operation: Operation;
  hints: Hints;
  /** A new session of Jaina's (some calls end the session they are made with). */
  cookie: string;
}

function send(method: string, url: string, cookie: string | null, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

function withQuery(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams({ subdomain: 'wotlk' });
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return `${path}?${params}`;
}

/** The call's example from its documented query parameters and body, as the API fuzz makes it. */
function exampleAnswer({ method, path, operation, hints, cookie }: Ask, cookieOverride?: string | null) {
  const who = cookieOverride === undefined ? cookie : cookieOverride;
  const body = operation.requestBody?.content['application/json']?.schema as JsonSchema | undefined;
  if (body) return send(method, withQuery(path, {}), who, exampleOf(body, hints));
  const query = operation.parameters.filter(
    (parameter): parameter is Parameter => 'in' in parameter && parameter.in === 'query',
  );
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(query.map(({ name, schema: property }) => [name, property as JsonSchema])),
  };
  return send(method, withQuery(path, exampleOf(schema, hints) as Record<string, unknown>), who);
}

async function addHook(cookie: string): Promise<number> {
  const added = await send('POST', '/api/addWebhook', cookie, {
    server: FROSTMOURNE,
    url: receiver.url,
    events: ['raid.created'],
  });
  expect(added.statusCode).toBe(200);
  return added.json<{ webhook: { id: number } }>().webhook.id;
}

/** Jaina's loot-bidding raid with one sale to Pugbuyer, and its ledger as the sale answered it. */
async function gdkpRaid(cookie: string) {
  const leader = await createCharacter(t.deps.db, JAINA);
  const raid = await createRaid(
    t.deps.db,
    { userId: JAINA, charId: leader.id },
    { discord_server: FROSTMOURNE, discord_channel: RAID_SCHEDULE, loot_system: LOOT_BIDDING_SYSTEM_ID },
  );
  const sold = await send('POST', '/api/gdkpSale?subdomain=wotlk', cookie, {
    raid: raid.id,
    itemName: 'Shadowmourne',
    itemId: 49623,
    buyerName: 'Pugbuyer',
    priceGold: 12_000,
  });
  expect(sold.statusCode).toBe(200);
  return { raid: raid.id, ledger: sold.json<GdkpLedgerAnswer>() };
}

const gdkpCall =
  (path: string, payload: (ledger: GdkpLedgerAnswer, raid: number) => Record<string, unknown>) =>
  async ({ cookie }: Ask) => {
    const { raid, ledger } = await gdkpRaid(cookie);
    return send('POST', `${path}?subdomain=wotlk`, cookie, payload(ledger, raid));
  };

const saleId = (ledger: GdkpLedgerAnswer) => ledger.sales[0]?.id;

const iccLogzone =
  expansionCatalogue('wotlk').zones.find((zone) => zone.nameEng === 'Icecrown Citadel')?.logzone ?? 0;
const iccReport = demoReportCode('wotlk', iccLogzone);
let eveningMinute = 0;

/** A completed raid of Jaina's in Icecrown Citadel on the evening of the stand-in's demo report. */
async function reportEveningRaid(): Promise<number> {
  const leader = await createCharacter(t.deps.db, JAINA);
  const raid = await createRaid(
    t.deps.db,
    { userId: JAINA, charId: leader.id },
    { discord_server: FROSTMOURNE, date: new Date(demoReportStart(new Date()) + ++eveningMinute * 60_000) },
  );
  return raid.id;
}

/** Requests of the calls whose schema's example cannot succeed: a real login, real rows, a signature. */
const requests: Record<string, (ask: Ask) => Promise<InjectedAnswer>> = {
  'GET /api/login': () => discordLoginAnswer(t, JAINA),
  // Discord's own list of the caller's servers needs the Discord token of a real login.
  'GET /api/discordServers': async () =>
    send('GET', '/api/discordServers?subdomain=wotlk', await loginThroughDiscord(t, JAINA)),
  'POST /api/endSession': async ({ cookie }) => {
    await createSession(t.deps.db, JAINA);
    const { sessions } = (await send('GET', '/api/sessions', cookie)).json<{
      sessions: Array<{ id: string; current: boolean }>;
    }>();
    return send('POST', '/api/endSession', cookie, { id: sessions.find(({ current }) => !current)?.id });
  },
  'POST /api/moveRecords': ({ hints, cookie }) =>
    send('POST', '/api/moveRecords?subdomain=wotlk', cookie, {
      raidID: hints.raid,
      records: [{ id: hints.record, slot: 3 }],
    }),
  'POST /api/approveRoster': async ({ cookie }) => {
    const leader = await createCharacter(t.deps.db, JAINA);
    const raid = await createRaid(
      t.deps.db,
      { userId: JAINA, charId: leader.id },
      { discord_server: FROSTMOURNE, preliminary_raid_rosters: true },
    );
    return send('POST', '/api/approveRoster?subdomain=wotlk', cookie, { raid: raid.id });
  },
  'GET /api/raidReportPreview': async ({ cookie }) =>
    send(
      'GET',
      withQuery('/api/raidReportPreview', { raid: await reportEveningRaid(), report: iccReport }),
      cookie,
    ),
  'POST /api/confirmRaidReport': async ({ cookie }) =>
    send('POST', '/api/confirmRaidReport?subdomain=wotlk', cookie, {
      raid: await reportEveningRaid(),
      report: iccReport,
    }),
  'POST /api/setWclGuild': ({ cookie }) =>
    send('POST', '/api/setWclGuild?subdomain=wotlk', cookie, {
      server: FROSTMOURNE,
      guildId: null,
      name: DEMO_WCL_GUILD_NAME,
      realm: testRealm().id,
    }),
  'POST /api/addLockoutSave': async ({ cookie }) =>
    send('POST', '/api/addLockoutSave?subdomain=wotlk', cookie, {
      char: (await createCharacter(t.deps.db, JAINA)).id,
      zone: 8,
    }),
  'POST /api/deleteLockoutSave': async ({ cookie }) => {
    const char = (await createCharacter(t.deps.db, JAINA)).id;
    const added = await send('POST', '/api/addLockoutSave?subdomain=wotlk', cookie, { char, zone: 8 });
    return send('POST', '/api/deleteLockoutSave?subdomain=wotlk', cookie, {
      id: added.json<{ id: number }>().id,
    });
  },
  'GET /api/attendance': () => send('GET', withQuery('/api/attendance', { guild: FROSTMOURNE }), null),
  'GET /api/attendanceCsv': () => send('GET', withQuery('/api/attendanceCsv', { guild: FROSTMOURNE }), null),
  'GET /api/calendar/u/{secret}.ics': async ({ cookie }) => {
    const { url } = (await send('GET', '/api/calendarFeed', cookie)).json<{ url: string }>();
    return send('GET', new URL(url).pathname, null);
  },
  'GET /api/calendar/g/{guildId}.ics': () => send('GET', `/api/calendar/g/${FROSTMOURNE}.ics`, null),
  'POST /api/saveTeam': ({ cookie }) =>
    send('POST', '/api/saveTeam', cookie, {
      guild: FROSTMOURNE,
      name: `Core ${Date.now()}`,
      roleId: RAIDER_ROLE,
      schedule: [{ dayOfWeek: 3, time: '19:00' }],
      members: [THRALL],
      leaders: [JAINA],
    }),
  'GET /api/calendar/t/{teamId}.ics': ({ hints }) =>
    send('GET', `/api/calendar/t/${String(hints.team)}.ics`, null),
  'POST /api/addWebhook': ({ cookie }) =>
    send('POST', '/api/addWebhook', cookie, {
      server: FROSTMOURNE,
      url: receiver.url,
      events: ['raid.created'],
    }),
  'POST /api/setWebhook': async ({ cookie }) =>
    send('POST', '/api/setWebhook', cookie, {
      server: FROSTMOURNE,
      id: await addHook(cookie),
      enabled: false,
    }),
  'POST /api/deleteWebhook': async ({ cookie }) =>
    send('POST', '/api/deleteWebhook', cookie, { server: FROSTMOURNE, id: await addHook(cookie) }),
  'POST /api/webhookSecret': async ({ cookie }) =>
    send('POST', '/api/webhookSecret', cookie, {
      server: FROSTMOURNE,
      id: await addHook(cookie),
      rotate: true,
    }),
  'POST /api/testWebhook': async ({ cookie }) =>
    send('POST', '/api/testWebhook', cookie, { server: FROSTMOURNE, id: await addHook(cookie) }),
  'GET /api/webhookDeliveries': async ({ cookie }) => {
    const id = await addHook(cookie);
    await send('POST', '/api/testWebhook', cookie, { server: FROSTMOURNE, id });
    return send('GET', withQuery('/api/webhookDeliveries', { server: FROSTMOURNE, id }), cookie);
  },
  'POST /api/gdkpSale': gdkpCall('/api/gdkpSale', (_ledger, raid) => ({
    raid,
    itemName: 'Deathbringer’s Will',
    buyerName: 'Otherbuyer',
    priceGold: 3_000,
  })),
  'POST /api/gdkpSaleEdit': gdkpCall('/api/gdkpSaleEdit', (ledger) => ({
    id: saleId(ledger),
    itemName: 'Shadowmourne',
    buyerName: 'Pugbuyer',
    priceGold: 13_000,
  })),
  'POST /api/gdkpSaleDelete': gdkpCall('/api/gdkpSaleDelete', (ledger) => ({ id: saleId(ledger) })),
  'POST /api/gdkpRules': gdkpCall('/api/gdkpRules', (ledger, raid) => ({
    raid,
    rules: { ...ledger.rules, organizerCutBp: 1_500 },
  })),
  'POST /api/gdkpBankers': gdkpCall('/api/gdkpBankers', (_ledger, raid) => ({ raid, users: [THRALL] })),
  'POST /api/gdkpParticipant': gdkpCall('/api/gdkpParticipant', (ledger, raid) => ({
    raid,
    record: ledger.participants.find((participant) => participant.recordId !== null)?.recordId,
    share: 'half',
    forfeit: 'late',
  })),
  'POST /api/gdkpPaid': gdkpCall('/api/gdkpPaid', (_ledger, raid) => ({
    raid,
    key: 'n:pugbuyer',
    paid: true,
  })),
  'POST /api/gdkpClose': gdkpCall('/api/gdkpClose', (_ledger, raid) => ({ raid })),
  'POST /api/gdkpReopen': async ({ cookie }) => {
    const { raid } = await gdkpRaid(cookie);
    await send('POST', '/api/gdkpClose?subdomain=wotlk', cookie, { raid });
    return send('POST', '/api/gdkpReopen?subdomain=wotlk', cookie, { raid, reason: 'One more sale' });
  },
  'POST /api/gdkpImport': gdkpCall('/api/gdkpImport', (_ledger, raid) => ({ raid, text: GARGUL_SAMPLE })),
  'POST /api/gdkpPostPayouts': gdkpCall('/api/gdkpPostPayouts', (_ledger, raid) => ({ raid })),
  'GET /api/gdkp': async ({ cookie }) =>
    send('GET', withQuery('/api/gdkp', { raid: (await gdkpRaid(cookie)).raid }), null),
  'GET /api/gdkpSalesCsv': async ({ cookie }) =>
    send('GET', withQuery('/api/gdkpSalesCsv', { raid: (await gdkpRaid(cookie)).raid }), null),
  'GET /api/gdkpPayoutsCsv': async ({ cookie }) =>
    send('GET', withQuery('/api/gdkpPayoutsCsv', { raid: (await gdkpRaid(cookie)).raid }), null),
  'POST /api/gdkpDefaults': ({ cookie }) =>
    send('POST', '/api/gdkpDefaults?subdomain=wotlk', cookie, {
      guild: FROSTMOURNE,
      rules: { ...DEFAULT_GDKP_RULES, minimumSpendGold: 5_000 },
    }),
  'GET /api/gdkpHistory': async ({ cookie }) => {
    await gdkpRaid(cookie);
    return send('GET', withQuery('/api/gdkpHistory', { user: JAINA }), cookie);
  },
  // Discord's check of the endpoint: a signed PING, answered PONG.
  'POST /api/discord/interactions': () => {
    const body = JSON.stringify({ id: '1', application_id: '2', type: 1, token: 'x', version: 1 });
    const timestamp = String(Math.floor(Date.now() / 1000));
    return t.app.inject({
      method: 'POST',
      url: '/api/discord/interactions',
      headers: {
        'content-type': 'application/json',
        'x-signature-ed25519': sign(null, Buffer.from(timestamp + body), privateKey).toString('hex'),
        'x-signature-timestamp': timestamp,
      },
      payload: body,
    });
  },
};

/** Second answers of calls with more than one shape: `GET /api/raids` without `id` answers a page of cards. */
const otherShapes: Record<string, (ask: Ask) => Promise<InjectedAnswer>> = {
  'GET /api/raids': () => send('GET', withQuery('/api/raids', { guild: FROSTMOURNE }), null),
};

/** The document's schema with its `#/…` references replaced by what they point at (none is recursive). */
function resolved<T>(value: T): T {
  if (Array.isArray(value)) return value.map(resolved) as T;
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
    return resolved(target) as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolved(inner)])) as T;
}

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats.default(ajv);

/** What the document says the answer is, by its status (exact, else its class, `4XX`). */
function documentedAnswer(operation: Operation, status: number): Response | undefined {
  const answer = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  return answer ? resolved(answer as Response) : undefined;
}

interface Answer {
  status: number;
  /** The media type, without parameters. */
  type: string;
  body: unknown;
}

const answerOf = (answer: InjectedAnswer): Answer => {
  const type = String(answer.headers['content-type'] ?? '').split(';')[0] ?? '';
  return {
    status: answer.statusCode,
    type,
    body: type === 'application/json' && answer.body !== '' ? answer.json() : answer.body,
  };
};

/** Null when the answer is as documented, else what is not. */
function mismatch(operation: Operation, { status, type, body }: Answer): unknown {
  const documented = documentedAnswer(operation, status);
  if (!documented) return `status ${status} not documented`;
  const schema = documented.content?.[type]?.schema;
  if (!schema) return `${type} has no schema for ${status}`;
  const validate = ajv.compile(schema);
  return validate(body) ? null : validate.errors;
}

/** Calls only a logged-in user may make: a visitor gets 401, before the payload is read. */
const sessionOnly = (operation: Operation) =>
  operation.security.length > 0 && operation.security.every((scheme) => scheme.session);

describe('real answers against the OpenAPI document (issue 32)', () => {
  it('answers every documented call as its schema says, and a visitor to a login call with its 401', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
    const problems: Array<{ call: string; problem: unknown }> = [];
    let answers = 0;
    /** Whether the answer has the expected status and is as documented; a problem is kept otherwise. */
    const check = (
      call: string,
      operation: Operation,
      answer: InjectedAnswer,
      expected: (status: number) => boolean,
    ) => {
      answers++;
      const problem = expected(answer.statusCode)
        ? mismatch(operation, answerOf(answer))
        : `answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`;
      if (problem) problems.push({ call, problem });
      return problem === null;
    };
    const succeeded = (status: number) => status >= 200 && status < 300;
    const validated: string[] = [];
    for (const { method, path, operation } of operations) {
      const call = `${method} ${path}`;
      const { hints } = await seedFuzzWorld(t.deps.db, path);
      const ask: Ask = { method, path, operation, hints, cookie: await createSession(t.deps.db, JAINA) };
      if (check(call, operation, await (requests[call] ?? exampleAnswer)(ask), succeeded))
        validated.push(call);
      const other = otherShapes[call];
      if (other) check(`${call} (other shape)`, operation, await other(ask), succeeded);
      if (sessionOnly(operation)) {
        check(`${call} (visitor)`, operation, await exampleAnswer(ask, null), (status) => status === 401);
      }
    }
    console.log(
      `OpenAPI: ${validated.length} of ${operations.length} calls' real answers validated (${answers} answers checked)`,
    );
    expect(problems).toEqual([]);
    expect(validated).toHaveLength(operations.length);
  }, 120_000);

  it('refuses an answer that is not as documented', async () => {
    const gameData = document.paths['/api/gameData']?.get as Operation;
    const real = answerOf(await t.app.inject({ url: '/api/gameData?subdomain=wotlk' }));
    expect(mismatch(gameData, real)).toBeNull();
    const { zones: _zones, ...withoutZones } = real.body as Record<string, unknown>;
    expect(mismatch(gameData, { ...real, body: withoutZones })).toEqual([
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'zones' } }),
    ]);
    expect(mismatch(gameData, { ...real, body: { ...withoutZones, zones: 'none', extra: 1 } })).toHaveLength(
      2,
    );
    expect(mismatch(gameData, { ...real, type: 'text/html' })).toBe('text/html has no schema for 200');
    expect(mismatch(gameData, { ...real, status: 302 })).toBe('status 302 not documented');
  });
});
