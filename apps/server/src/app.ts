import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController, type onRouteHookHandler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './appDeps.js';
import { interactionsRoute } from './discordBot/interactions/interactionsRoute.js';
import { tokenCalls } from './http/tokenCalls.js';
import { apiTokensRoutes } from './features/apiTokens/routes.js';
import { registerApiTokenAccess } from './features/apiTokens/tokenAccess.js';
import { attendanceRoutes } from './features/attendance/routes.js';
import { benchesRoutes } from './features/benches/routes.js';
import { autoRaidsRoutes } from './features/autoRaids/routes.js';
import { teamsRoutes } from './features/teams/routes.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { changeRequestsRoutes } from './features/changeRequests/routes.js';
import { charsRoutes } from './features/chars/routes.js';
import { gameDataRoutes } from './features/gameData/routes.js';
import { guildsRoutes } from './features/guilds/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { idempotentCalls, registerIdempotency } from './http/idempotency/idempotencyHooks.js';
import { nudgesRoutes } from './features/nudges/routes.js';
import { raidReportsRoutes } from './features/raidReports/routes.js';
import { collectApiRoutes } from './features/openApi/routeCatalogue.js';
import { openApiRoutes } from './features/openApi/routes.js';
import { historyRoutes } from './features/history/routes.js';
import { raidsRoutes } from './features/raids/routes.js';
import { recordsRoutes } from './features/records/routes.js';
import { rosterRoutes } from './features/roster/routes.js';
import { sessionRoutes } from './features/session/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import { usersRoutes } from './features/users/routes.js';
import { lockoutsRoutes } from './features/lockouts/routes.js';
import { webhooksRoutes } from './features/webhooks/routes.js';
import { gdkpRoutes } from './features/gdkp/routes.js';
import type { AppInstance } from './http/appInstance.js';
import { registerCrossSiteGuard } from './http/crossSiteGuard.js';
import { registerErrorHandler } from './http/errorHandler.js';
import { loggedRequest } from './http/logRedaction.js';
import { registerRateLimits } from './http/rateLimiting.js';
import { registerRequestContext } from './http/requestContext.js';
import { answerSerializerCompiler } from './http/responseSerializer.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerWebApp } from './http/webApp.js';
import { attachRealtime } from './realtime/realtimeServer.js';
import { registerServerTiming } from './http/serverTiming.js';

/**
 * Builds the HTTP application without listening, so tests can drive it with inject() or a real port.
 * `onRoute` sees every route as it is added: the fuzz test enumerates the API with it.
 */
export async function buildApp(
  deps: AppDeps,
  options: {
    /** Log to stdout, or (tests) to the given stream. */
    logger?: boolean | { stream: { write: (line: string) => void } };
    webDistDir?: string;
    onRoute?: onRouteHookHandler;
  } = {},
): Promise<AppInstance> {
  const logger = options.logger ?? false;
  const app = Fastify({
    logger: logger && {
      // Addresses can carry secrets (logRedaction.ts).
      serializers: { req: loggedRequest },
      ...(logger !== true && { stream: logger.stream }),
    },
    // Two log lines per request cost more than serving a cached list; access logs belong to the proxy in front.
    logController: new LogController({ disableRequestLogging: !deps.config.logRequests }),
    bodyLimit: 256 * 1024,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // First of every hook, so the session's read is timed too.
  if (deps.config.serverTiming) registerServerTiming(app);
  // Before any route: the OpenAPI document is made from every route registered after this.
  const apiRoutes = collectApiRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  await app.register(cookie, { secret: deps.config.sessionSecret });
  registerSecurityHeaders(app, { baseUrl: deps.config.baseUrl, webDistDir: options.webDistDir });
  // ETag first: it hashes the answer before compression turns it into a stream. Calendar-like pollers and the
  // list's reloads after live events then often cost a 304.
  await app.register(etag, { weak: true });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (quality 11) costs milliseconds per answer; 4 compresses JSON about as well as gzip, faster.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerRequestContext(app, deps.db, deps.now);
  registerErrorHandler(app);
  // After the request context, so the refusal speaks the caller's language; before anything counts or acts.
  registerCrossSiteGuard(app);
  // After the request context: the limits count per user, known from the session.
  await registerRateLimits(app, deps);
  // Before the routes, whose hooks they add: what a token's call may do, and Idempotency-Key on creating calls.
  registerApiTokenAccess(app, deps);
  registerIdempotency(app, deps);

  const sessionDeps = {
    db: deps.db,
    discord: deps.discord,
    events: deps.events,
    baseUrl: deps.config.baseUrl,
    now: deps.now,
    adminUserId: deps.config.adminUserId,
  };
  healthRoutes(app, deps);
  sessionRoutes(app, sessionDeps);
  gameDataRoutes(app);
  charsRoutes(app, deps);
  raidsRoutes(app, deps);
  autoRaidsRoutes(app, deps);
  teamsRoutes(app, deps);
  recordsRoutes(app, deps);
  rosterRoutes(app, deps);
  changeRequestsRoutes(app, deps);
  historyRoutes(app, deps);
  settingsRoutes(app, deps);
  usersRoutes(app, deps);
  guildsRoutes(app, deps);
  apiTokensRoutes(app, deps);
  attendanceRoutes(app, deps);
  benchesRoutes(app, deps);
  calendarRoutes(app, deps);
  nudgesRoutes(app, deps);
  raidReportsRoutes(app, deps);
  webhooksRoutes(app, deps);
  lockoutsRoutes(app, deps);
  gdkpRoutes(app, deps);
  await interactionsRoute(app, deps);
  openApiRoutes(app, { config: deps.config, routes: apiRoutes, hooks: { tokenCalls, idempotentCalls } });
  await attachRealtime(app, deps);
  // The web app's pages, when `npm run build` has made them; tests build the API alone.
  if (options.webDistDir) await registerWebApp(app, options.webDistDir);

  await app.ready();
  return app;
}
