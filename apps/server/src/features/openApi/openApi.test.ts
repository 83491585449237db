import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppInstance } from '../../http/appInstance.js';
import { useTestApp } from '../../testing/testApp.js';
import { loginRequired } from '../../http/loginRequired.js';
import { tokenCalls } from '../../http/tokenCalls.js';
import { idempotentCalls } from '../../http/idempotency/idempotencyHooks.js';
import { OTHER_TAG, sections } from './callNotes.js';
import { openApiPath, type OpenApiDocument, type Operation } from './openApiDocument.js';

const t = useTestApp();
let app: AppInstance;
let document: OpenApiDocument;
/** `METHOD /path` of every route the app registers, as the fuzz test enumerates them. */
const registered = new Set<string>();
const loginCalls = new Set<string>();

beforeAll(async () => {
  app = await buildApp(t.deps, {
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat().filter((name) => name !== 'HEAD')) {
        registered.add(`${method} ${openApiPath(route.url)}`);
        if ([route.onRequest ?? []].flat().includes(loginRequired))
          loginCalls.add(`${method} ${openApiPath(route.url)}`);
      }
    },
  });
  document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
});

afterAll(async () => {
  await app.close();
});

const documented = (doc: OpenApiDocument) =>
  new Set(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );

const apiMd = () => readFileSync(new URL('../../../../../docs/api.md', import.meta.url), 'utf8');

/** The calls docs/api.md's tables list, with the pattern the fuzz test reads them with. */
const inApiMd = () =>
  [...apiMd().matchAll(/^\| (GET|POST) +\| (\/api\/[\w/:.]+)/gm)].map(
    ([, method, path]) => `${method} ${openApiPath(path as string)}`,
  );

describe('OpenAPI document (issue 17)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The parser resolves references in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("passes redocly's recommended rules with no error, and only the warnings docs/api.md explains", async () => {
    // An independent linter (issue 32), run here without a network: the document has no external reference.
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const listed = (severity: string) =>
      problems
        .filter((problem) => problem.severity === severity)
        .map(({ ruleId, location }) => `${ruleId} ${location[0]?.pointer ?? ''}`);
    const errors = listed('error');
    const warnings = listed('warn');
    console.log(`redocly recommended: ${errors.length} errors, ${warnings.length} warnings`);
    expect(errors).toEqual([]);
    expect(warnings).toEqual(['info-license #/info', 'no-server-example.com #/servers/0/url']);
    const explained = apiMd().slice(apiMd().indexOf('### Linting the document'));
    for (const warning of warnings) expect(explained).toContain(`\`${warning.split(' ')[0]}\``);
  });

  it('gives every answer a schema, and every call a security requirement', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const call = `${method.toUpperCase()} ${path}`;
        const answers = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        const unschemed = answers.flatMap(([status, answer]) =>
          '$ref' in answer
            ? []
            : Object.entries(answer.content ?? { none: {} })
                .filter(([, media]) => !media.schema)
                .map(([type]) => `${status} ${type}`),
        );
        expect({ call, answers: answers.length, unschemed }).toEqual({ call, answers: 1, unschemed: [] });
        expect({ call, security: Array.isArray(operation.security) }).toEqual({ call, security: true });
      }
    }
    expect(document.paths['/api/records']?.get?.security).toEqual([]);
    expect(document.paths['/api/gameData']?.get?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { required: expect.arrayContaining(['classes', 'zones']) } } },
    });
  });

  it('has every call of docs/api.md with its method, and every registered /api route', () => {
    const calls = documented(document);
    expect(inApiMd().filter((call) => !calls.has(call))).toEqual([]);
    expect([...registered].filter((call) => !calls.has(call))).toEqual([]);
    expect([...calls].filter((call) => !registered.has(call))).toEqual([]);
    expect(inApiMd()).toEqual(expect.arrayContaining(['GET /api/openapi.json', 'GET /api/docs']));
  });

  it('describes a request body with the schema that validates it', () => {
    const operation = document.paths['/api/refreshRecords']?.post;
    const body = operation?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(['raid', 'chars']);
    expect(body?.properties).toMatchObject({ chars: { type: 'array', maxItems: 50 } });
    expect(operation?.responses).toHaveProperty('400');
  });

  it('gives query parameters, answers of self-written lists, and the shapes of a union', () => {
    const raids = document.paths['/api/raids']?.get;
    const perPage = raids?.parameters.find(
      (parameter) => 'name' in parameter && parameter.name === 'perPage',
    );
    expect(perPage).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', maximum: 100 },
    });
    const answer = raids?.responses['200'];
    expect(
      answer && 'content' in answer ? answer.content?.['application/json']?.schema?.anyOf : null,
    ).toHaveLength(2);
    const refreshRaid = document.paths['/api/refreshRaid']?.post?.requestBody?.content['application/json'];
    expect(refreshRaid?.schema?.anyOf).toBeDefined();
  });

  it('marks the calls that need a login, and those an API token may make with their scope', () => {
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'sid' },
      apiToken: { type: 'http', scheme: 'bearer' },
    });
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const call = `${method.toUpperCase()} ${path}`;
        const session = operation.security.some((scheme) => scheme.session);
        expect({ call, session }).toEqual({ call, session: loginCalls.has(call) });
        const token = operation.security.find((scheme) => scheme.apiToken)?.apiToken;
        expect({ call, token }).toEqual({ call, token: tokenCalls[call] ? [tokenCalls[call]] : undefined });
      }
    }
    expect(document.paths['/api/refreshRecords']?.post?.responses).toHaveProperty('401');
    expect(document.paths['/api/raids']?.get?.security).toEqual([{}, { apiToken: ['read'] }]);
  });

  it('takes an Idempotency-Key on the creating calls', () => {
    const takesKey = (operation: Operation | undefined) =>
      operation?.parameters.some(
        (parameter) => '$ref' in parameter && parameter.$ref.endsWith('/idempotencyKey'),
      );
    for (const call of idempotentCalls) {
      const [method, path] = call.split(' ') as [string, string];
      expect({ call, key: takesKey(document.paths[path]?.[method.toLowerCase()]) }).toEqual({
        call,
        key: true,
      });
    }
    expect(takesKey(document.paths['/api/setStatus']?.post)).toBe(false);
  });

  it('has a summary and a section for every call', () => {
    const undescribed = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => operation.tags.includes(OTHER_TAG))
      .map(({ summary }) => summary);
    // A new call gets a note in callNotes.ts, or `summary` and `tags` in its route's schema.
    expect(undescribed).toEqual([]);
    const notes = sections.flatMap(({ calls }) =>
      Object.keys(calls).map((call) => call.replace(/:(\w+)/g, '{$1}')),
    );
    expect(notes.filter((call) => !registered.has(call))).toEqual([]);
  });

  it('lists a call without a zod schema with its content type', () => {
    const feed = document.paths['/api/calendar/g/{guildId}.ics']?.get;
    const answer = feed?.responses['200'];
    expect(answer && 'content' in answer ? Object.keys(answer.content ?? {}) : []).toEqual(['text/calendar']);
    expect(feed?.parameters).toContainEqual(
      expect.objectContaining({ name: 'guildId', in: 'path', required: true }),
    );
    expect(document.paths['/api/discord/interactions']?.post?.tags).toEqual(['Discord']);
  });

  it('answers 304 to its ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('API reference page', () => {
  it('names every operation with an anchor, linked from the contents', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const operation of Object.values(methods)) {
        expect(page.body).toContain(`<article id="${operation.operationId}">`);
        expect(page.body).toContain(`<a href="#${operation.operationId}">`);
        expect(page.body).toContain(`<code>${path}</code>`);
      }
    }
  });

  it('runs no script and allows its own style element only, by hash', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!json-schema)/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
  });
});
