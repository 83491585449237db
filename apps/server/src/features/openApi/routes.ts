import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AppDeps } from '../../appDeps.js';
import { SERVER_PACKAGE_JSON } from '../../serverFiles.js';
import type { AppInstance } from '../../http/appInstance.js';
import { buildOpenApiDocument, type CallHooks } from './openApiDocument.js';
import { REFERENCE_PAGE_POLICY, renderReferencePage } from './referencePage.js';
import type { ApiRoute } from './routeCatalogue.js';

interface Published {
  body: string;
  etag: string;
}

const publish = (body: string): Published => ({
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
});

/** The server package's version: the document changes with the code, never between requests. */
function serverVersion(): string {
  return (JSON.parse(readFileSync(SERVER_PACKAGE_JSON, 'utf8')) as { version: string }).version;
}

/**
 * `GET /api/openapi.json` and the reference page `GET /api/docs`, made from `deps.routes` (collectApiRoutes) on the
 * first ask, when every route is registered, and kept: the routes cannot change while the process runs. The
 * ETag is set once, so @fastify/etag answers a matching If-None-Match with 304 without hashing.
 */
export function openApiRoutes(
  app: AppInstance,
  deps: Pick<AppDeps, 'config'> & { routes: ApiRoute[]; hooks: CallHooks },
): void {
  let published: { json: Published; html: Published } | null = null;
  const documents = () => {
    if (published) return published;
    const document = buildOpenApiDocument(deps.routes, {
      baseUrl: deps.config.baseUrl,
      version: serverVersion(),
      hooks: deps.hooks,
    });
    published = { json: publish(JSON.stringify(document)), html: publish(renderReferencePage(document)) };
    return published;
  };

  app.get('/api/openapi.json', async (_request, reply) => {
    const { json } = documents();
    return reply
      .type('application/json')
      .header('etag', json.etag)
      .header('cache-control', 'no-cache')
      .send(json.body);
  });

  app.get('/api/docs', async (_request, reply) => {
    const { html } = documents();
    return reply
      .type('text/html; charset=utf-8')
      .header('etag', html.etag)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', REFERENCE_PAGE_POLICY)
      .send(html.body);
  });
}
