import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { loginRequired } from '../../http/loginRequired.js';

/** The zod schemas a route validates with (fastify-type-provider-zod), and the describing words Fastify allows. */
interface RouteSchema {
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: Record<string | number, z.ZodType>;
  summary?: string;
  description?: string;
  tags?: string[];
}

/** One method of one registered `/api` route, as the OpenAPI document describes it. */
export interface ApiRoute {
  method: string;
  url: string;
  schema: RouteSchema;
  loginRequired: boolean;
}

/**
 * Records every `/api` route as it is added, with the schemas that validate it, so the document is made from
 * what the app registers and cannot miss a call. Call it before any route is registered: Fastify tells an
 * onRoute hook only about routes added after it (plugins registered later inherit it).
 */
export function collectApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const hooks = [route.onRequest ?? []].flat();
    // Fastify adds a HEAD twin to every GET by itself: it is no call of its own.
    for (const method of [route.method].flat().filter((name) => name !== 'HEAD')) {
      routes.push({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as RouteSchema,
        loginRequired: hooks.includes(loginRequired),
      });
    }
  });
  return routes;
}
