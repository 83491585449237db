import {
  calendarFeedAnswer,
  guildFeedParams,
  guildFeedQuery,
  personalFeedParams,
  teamFeedParams,
} from '@raid/domain/schemas/calendar';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import {
  calendarFeed,
  guildFeed,
  personalFeed,
  regenerateCalendarFeed,
  teamFeed,
  type Feed,
} from './service.js';

/**
 * A feed with its strong ETag: @fastify/etag (app.ts) keeps a tag the route set and answers 304 to a matching
 * If-None-Match, so a calendar polling every few minutes gets a few hundred bytes.
 */
function sendFeed(reply: FastifyReply, feed: Feed, cacheControl: string): string {
  reply
    .type('text/calendar; charset=utf-8')
    .header('etag', feed.etag)
    .header('cache-control', cacheControl)
    .header('content-disposition', 'inline; filename="raids.ics"');
  return feed.body;
}

export function calendarRoutes(app: AppInstance, deps: AppDeps): void {
  // The address is the credential: no shared cache may keep a copy, and clients revalidate each time.
  app.get('/api/calendar/u/:secret.ics', { schema: { params: personalFeedParams } }, async (request, reply) =>
    sendFeed(reply, await personalFeed(deps, request.params.secret), 'private, no-cache'),
  );

  app.get(
    '/api/calendar/g/:guildId.ics',
    { schema: { params: guildFeedParams, querystring: guildFeedQuery } },
    async (request, reply) =>
      sendFeed(
        reply,
        await guildFeed(deps, request.params.guildId, request.query.lang ?? 'en'),
        'public, max-age=300',
      ),
  );

  app.get(
    '/api/calendar/t/:teamId.ics',
    { schema: { params: teamFeedParams, querystring: guildFeedQuery } },
    async (request, reply) =>
      sendFeed(
        reply,
        await teamFeed(deps, request.params.teamId, request.query.lang ?? 'en'),
        'public, max-age=300',
      ),
  );

  app.get(
    '/api/calendarFeed',
    { onRequest: loginRequired, schema: { response: { 200: calendarFeedAnswer } } },
    async (request) => calendarFeed(deps, requireUser(request)),
  );

  app.post(
    '/api/regenerateCalendarFeed',
    { onRequest: loginRequired, schema: { response: { 200: calendarFeedAnswer } } },
    async (request) => regenerateCalendarFeed(deps, requireUser(request)),
  );
}
