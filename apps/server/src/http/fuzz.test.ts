/**
 * The API fuzz of issue 12: every call the app registers (enumerated from Fastify, so none can be left out) gets
 * its schema's example broken on purpose, as Jaina and as a visitor, against the real database and stand-ins.
 */
import { readFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { createSession, createUser } from '../testing/factories.js';
import { brokenPayloads, exampleOf, type FuzzPayload, type JsonSchema } from '../testing/fuzzPayloads.js';
import { JAINA, seedFuzzWorld, THRALL } from '../testing/fuzzWorld.js';
import { useTestApp } from '../testing/testApp.js';
import type { AppInstance } from './appInstance.js';
import { loginRequired } from './loginRequired.js';

interface FuzzRoute {
  method: string;
  url: string;
  part: 'body' | 'querystring' | null;
  schema: JsonSchema | null;
  loginRequired: boolean;
}

interface Problem {
  fault: string;
  route: string;
  label: string;
  who: string;
  status: number;
  answer: string;
}

const unlimited = { max: 1_000_000, windowMs: 60_000 };
let app: AppInstance;
const routes: FuzzRoute[] = [];

function collect(route: RouteOptions): void {
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  const hooks = [route.onRequest ?? []].flat();
  const schema = route.schema as { body?: z.ZodType; querystring?: z.ZodType } | undefined;
  const input = schema?.body ?? schema?.querystring;
  for (const method of methods) {
    routes.push({
      method,
      url: route.url,
      part: schema?.body ? 'body' : schema?.querystring ? 'querystring' : null,
      schema: input ? (z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null,
      loginRequired: hooks.includes(loginRequired),
    });
  }
}

const t = useTestApp({}, { rateLimits: { login: unlimited, writes: unlimited, logLookups: unlimited } });

beforeAll(async () => {
  app = await buildApp(t.deps, { onRoute: collect });
  await createUser(t.deps.db, { id: JAINA, premium: true });
  await createUser(t.deps.db, { id: THRALL });
});

afterAll(async () => {
  await app.close();
});

function queryString(value: unknown): string {
  const params = new URLSearchParams({ subdomain: 'wotlk' });
  const entries: Array<[string, unknown]> =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value)
      : [['value', value]];
  for (const [name, field] of entries) {
    if (field === undefined) continue;
    for (const item of Array.isArray(field) ? field : [field]) {
      params.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return params.toString();
}

async function send(route: FuzzRoute, payload: FuzzPayload, cookie: string | null) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (route.part === 'body') {
    return app.inject({
      method: route.method as 'POST',
      url: `${route.url}?subdomain=wotlk`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: payload.rawJson ?? JSON.stringify(payload.value),
    });
  }
  const query = payload.rawJson ?? queryString(payload.value);
  return app.inject({ method: route.method as 'GET', url: `${route.url}?${query}`, headers });
}

/** Payloads for a route: its schema's example (one per branch of a union) broken, or junk query parameters. */
async function payloadsFor(route: FuzzRoute): Promise<FuzzPayload[]> {
  const junk: FuzzPayload[] = [
    { label: 'no input', value: {} },
    { label: 'junk query', value: { a: '\u0000', b: 'x'.repeat(1 << 20), page: -1 } },
    { label: 'prototype query', value: null, rawJson: '__proto__=1&constructor=x&toString=%00' },
  ];
  if (!route.schema) return junk;
  const payloads: FuzzPayload[] = [];
  for (const branch of route.schema.anyOf ?? [route.schema]) {
    const { hints, ids } = await seedFuzzWorld(t.deps.db, route.url);
    const example = exampleOf(branch, hints);
    payloads.push(...brokenPayloads(branch, example));
    // Every seeded row in each id field, so the rules behind the schema meet real rows that do not fit.
    for (const [field, value] of Object.entries(example as Record<string, unknown>)) {
      const isList = Array.isArray(value);
      if (!ids.includes(isList ? value[0] : value)) continue;
      for (const id of ids) {
        const row = isList ? [id] : id;
        payloads.push({ label: `${field} = row ${id}`, value: { ...(example as object), [field]: row } });
      }
    }
  }
  if (route.part === 'querystring') payloads.push(junk[2] as FuzzPayload);
  return payloads;
}

const SIGNED_CALLS = new Set(['/api/discord/interactions']);

/** What is wrong with an answer, or null: a 5xx, a login checked after the payload, a 400 naming no field. */
function fault(route: FuzzRoute, who: string, status: number, body: string): string | null {
  if (status >= 500) return 'server error';
  // Discord's interactions are signed, not logged in: nothing unsigned may pass.
  if (SIGNED_CALLS.has(route.url)) return status === 401 ? null : 'an unsigned interaction is not refused';
  if (who === 'visitor' && route.loginRequired && status !== 401) return 'a visitor is not asked to log in';
  // Asking for a login after reading the payload: the route lacks `onRequest: loginRequired`.
  if (who === 'visitor' && !route.loginRequired && status === 401) return 'login checked after validation';
  if (status !== 400 && status !== 413 && status !== 415) return null;
  const answer = JSON.parse(body) as { code?: unknown; error?: unknown; issues?: unknown };
  const issues = Array.isArray(answer.issues)
    ? (answer.issues as Array<{ path?: unknown; code?: unknown }>)
    : [];
  const named =
    issues.length > 0 &&
    issues.every(
      (issue) => typeof issue.path === 'string' && issue.path !== '' && typeof issue.code === 'string',
    );
  return named && typeof answer.code === 'string' && typeof answer.error === 'string'
    ? null
    : 'no field named';
}

/** Runs the calls a few at a time: enough to overlap the database's waits, few enough to stay bounded. */
async function inPool<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

describe('API fuzz (issue 12)', () => {
  it('knows every call of docs/api.md, and docs/api.md lists every call', () => {
    const documented = new Set(
      [
        ...readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8').matchAll(
          /^\| (GET|POST) +\| (\/api\/[\w/:.]+)/gm,
        ),
      ].map(([, method, path]) => `${method} ${path}`),
    );
    const registered = new Set(
      routes.filter((route) => route.url.startsWith('/api/')).map((route) => `${route.method} ${route.url}`),
    );
    expect([...registered].sort()).toEqual([...documented].sort());
  });

  it('answers broken payloads of every call with a 4xx, never a 5xx, and each 400 names a field', async () => {
    const problems: Problem[] = [];
    let tried = 0;
    const attempt = async (route: FuzzRoute, payload: FuzzPayload, who: string, cookie: string | null) => {
      const answer = await send(route, payload, cookie);
      tried++;
      const found = fault(route, who, answer.statusCode, answer.body);
      if (found) {
        problems.push({
          fault: found,
          route: `${route.method} ${route.url}`,
          label: payload.label,
          who,
          status: answer.statusCode,
          answer: answer.body.slice(0, 300),
        });
      }
    };
    const calls = routes.filter((route) => route.url.startsWith('/api/'));
    for (const route of calls) {
      const payloads = await payloadsFor(route);
      // Calls without input may end the session (logout): each of their payloads gets its own.
      const shared = await createSession(t.deps.db, JAINA);
      await inPool(payloads, 4, async (payload) =>
        attempt(route, payload, 'Jaina', route.schema ? shared : await createSession(t.deps.db, JAINA)),
      );
      for (const payload of payloads.slice(0, 6)) await attempt(route, payload, 'visitor', null);
    }
    console.log(`API fuzz: ${tried} payloads tried on ${calls.length} calls`);
    expect(problems.slice(0, 20)).toEqual([]);
  }, 180_000);
});
