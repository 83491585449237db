import { errorAnswer } from '@raid/domain/schemas/primitives';
import type { z } from 'zod';
import { OTHER_TAG, sections, type CallNote } from './callNotes.js';
import type { ApiRoute } from './routeCatalogue.js';
import { toOpenApiSchema, type JsonSchema } from './schemaConverter.js';

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export type MediaTypes = Record<string, { schema?: JsonSchema }>;

export interface Response {
  description: string;
  content?: MediaTypes;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  parameters: Array<Parameter | { $ref: string }>;
  requestBody?: { required: boolean; content: MediaTypes };
  responses: Record<string, Response | { $ref: string }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** What the app's hooks add to calls they name (`METHOD /path`), which the routes' own options do not show. */
export interface CallHooks {
  /** The calls an API token may make → the scope they need (http/tokenCalls.ts). */
  tokenCalls: Readonly<Record<string, string>>;
  /** The calls that take an Idempotency-Key (http/idempotency/idempotencyHooks.ts). */
  idempotentCalls: ReadonlySet<string>;
}

const DESCRIPTION = `The raid planner's HTTP API, made from the zod schemas that validate its calls.

- **Expansion**: the \`subdomain\` query parameter, else the Host's subdomain, else the current expansion.
- **Login**: calls that require the \`session\` scheme need a logged-in user, the \`sid\` cookie set by
  \`GET /api/login\`; without one they answer 401 before the payload is read. The calls an API token may make
  (\`Authorization: Bearer\`) list the \`apiToken\` scheme with the scope they need; any other call made with a
  token answers 403.
- **Cross-site requests**: calls that change something answer 403 \`crossSiteRequest\` when a browser sends
  them from another site; a client that is no web page sends no such headers and is let through.
- **Errors** answer \`{ code, error }\`, \`error\` in the caller's language; a refused payload (400, 413, 415)
  adds \`issues: [{ path, code }]\`, one per refused field. 429 past a rate limit comes with \`Retry-After\`.
- The real-time Socket.IO events are described in docs/api.md, "Real-time socket".`;

const json = (schema: JsonSchema): MediaTypes => ({ 'application/json': { schema } });
const errorContent = json({ $ref: '#/components/schemas/Error' });

const components: Omit<OpenApiDocument['components'], 'schemas'> = {
  parameters: {
    subdomain: {
      name: 'subdomain',
      in: 'query',
      required: false,
      description: "The expansion's short name (`wotlk`, `mop` …); else the Host's subdomain.",
      schema: { type: 'string' },
    },
    idempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Any visible ASCII up to 255 characters, new for each intended change: a retry with the same key and payload within a day gets the first answer (`Idempotent-Replayed: true`) without acting again.',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
    },
  },
  responses: {
    BadRequest: {
      description: 'A refused payload: `issues` names each refused field and why.',
      content: errorContent,
    },
    LoginRequired: { description: 'No logged-in user.', content: errorContent },
    Refused: {
      description:
        'Refused: 403 the role forbids (or a cross-site request), 404 missing, 409 conflict, 413 too large, 415 not JSON, 429 past a rate limit (with `Retry-After`).',
      content: errorContent,
    },
    Unavailable: {
      description: 'The database or Warcraft Logs is unavailable for now (with `Retry-After`).',
      content: errorContent,
    },
  },
  securitySchemes: {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
      description:
        'The session cookie `GET /api/login` sets (httpOnly, SameSite=Strict). It ends 14 days after its last use or 90 days after the login.',
    },
    apiToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        "An API token a Discord server's manager creates in Settings, scoped `read` or `write`, acting for that community on the calls that list it.",
    },
  },
};

const notes = new Map<string, { tag: string; note: CallNote }>(
  sections.flatMap(({ tag, calls }) => Object.entries(calls).map(([call, note]) => [call, { tag, note }])),
);

/** `/api/calendar/u/:secret.ics` → `/api/calendar/u/{secret}.ics`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** `GET /api/calendar/u/:secret.ics` → `getCalendarUSecretIcs`: unique, and an anchor on the reference page. */
function operationId(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter((word) => word !== '' && word !== 'api');
  return method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
}

/** An object schema's properties as parameters; a union's branches merged, required only where all require. */
function parametersOf(schema: z.ZodType | undefined, place: 'query' | 'path'): Parameter[] {
  if (!schema) return [];
  const converted = toOpenApiSchema(schema, 'input');
  const branches = (converted.anyOf ?? converted.oneOf ?? [converted]) as JsonSchema[];
  const requiredEverywhere = (name: string) =>
    branches.every((branch) => ((branch.required ?? []) as string[]).includes(name));
  const found = new Map<string, Parameter>();
  for (const branch of branches) {
    for (const [name, property] of Object.entries((branch.properties ?? {}) as Record<string, JsonSchema>)) {
      if (found.has(name)) continue;
      found.set(name, {
        name,
        in: place,
        required: place === 'path' || requiredEverywhere(name),
        ...(typeof property.description === 'string' ? { description: property.description } : {}),
        schema: property,
      });
    }
  }
  return [...found.values()];
}

/** Path templates the params schema does not describe still need a declaration. */
function pathParameters(route: ApiRoute): Parameter[] {
  const described = parametersOf(route.schema.params, 'path');
  const names = new Set(described.map(({ name }) => name));
  const undescribed = [...route.url.matchAll(/:(\w+)/g)]
    .map(([, name]) => name as string)
    .filter((name) => !names.has(name))
    .map((name): Parameter => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  return [...described, ...undescribed];
}

function mediaFor(type: string): MediaTypes {
  return { [type]: type === 'application/json' ? {} : { schema: { type: 'string' } } };
}

function successAnswers(route: ApiRoute, note: CallNote | undefined): Record<string, Response> {
  const declared = Object.entries(route.schema.response ?? {});
  if (declared.length > 0) {
    return Object.fromEntries(
      declared.map(([status, schema]) => [
        status.toUpperCase(),
        { description: 'The answer.', content: json(toOpenApiSchema(schema, 'output')) },
      ]),
    );
  }
  if (note?.answer)
    return { 200: { description: 'The answer.', content: json(toOpenApiSchema(note.answer, 'output')) } };
  if (note?.contentType) return { 200: { description: 'The answer.', content: mediaFor(note.contentType) } };
  return { 200: { description: 'The answer.' } };
}

/**
 * Who may make the call: a session when it needs a login, a token of the needed scope when tokens may. A public
 * call says so with `[]`: an operation without `security` would leave a reader (and a linter) guessing.
 */
function securityOf(route: ApiRoute, tokenScope: string | undefined): Operation['security'] {
  const token = tokenScope ? [{ apiToken: [tokenScope] }] : [];
  if (route.loginRequired) return [{ session: [] }, ...token];
  // `{}` first: no credential is needed, a token is taken too.
  return token.length > 0 ? [{}, ...token] : [];
}

function operationOf(route: ApiRoute, hooks: CallHooks): Operation {
  const call = `${route.method} ${route.url}`;
  const found = notes.get(call);
  const { schema } = route;
  const hasInput = Boolean(schema.body ?? schema.querystring ?? schema.params);
  const description = schema.description ?? found?.note.description;
  const requestType = found?.note.requestType;
  return {
    operationId: operationId(route.method, route.url),
    tags: schema.tags ?? [found?.tag ?? OTHER_TAG],
    summary: schema.summary ?? found?.note.summary ?? `${route.method} ${route.url}`,
    ...(description ? { description } : {}),
    security: securityOf(route, hooks.tokenCalls[call]),
    parameters: [
      ...pathParameters(route),
      ...parametersOf(schema.querystring, 'query'),
      { $ref: '#/components/parameters/subdomain' },
      ...(hooks.idempotentCalls.has(call) ? [{ $ref: '#/components/parameters/idempotencyKey' }] : []),
    ],
    ...(schema.body
      ? { requestBody: { required: true, content: json(toOpenApiSchema(schema.body, 'input')) } }
      : requestType
        ? { requestBody: { required: true, content: mediaFor(requestType) } }
        : {}),
    responses: {
      ...successAnswers(route, found?.note),
      ...(hasInput ? { 400: { $ref: '#/components/responses/BadRequest' } } : {}),
      ...(route.loginRequired ? { 401: { $ref: '#/components/responses/LoginRequired' } } : {}),
      '4XX': { $ref: '#/components/responses/Refused' },
      503: { $ref: '#/components/responses/Unavailable' },
    },
  };
}

/** The OpenAPI 3.1 document of the registered routes. */
export function buildOpenApiDocument(
  routes: ApiRoute[],
  options: { baseUrl: string; version: string; hooks: CallHooks },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const used = new Set<string>();
  for (const route of routes) {
    const operation = operationOf(route, options.hooks);
    operation.tags.forEach((tag) => used.add(tag));
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation;
  }
  const described = sections
    .filter(({ tag }) => used.has(tag))
    .map(({ tag, description }) => ({ name: tag, description }));
  const others = [...used]
    .filter((tag) => !described.some(({ name }) => name === tag))
    .map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: { title: 'Raid planner API', version: options.version, description: DESCRIPTION },
    servers: [{ url: options.baseUrl }],
    tags: [...described, ...others],
    paths,
    components: { schemas: { Error: toOpenApiSchema(errorAnswer, 'output') }, ...components },
  };
}
