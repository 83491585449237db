import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { autoRaidsRoutes } from './features/autoRaids/routes.js';
import { charsRoutes } from './features/chars/routes.js';
import { gameDataRoutes } from './features/gameData/routes.js';
import { historyRoutes } from './features/history/routes.js';
import { listsRoutes } from './features/lists/routes.js';
import { raidsRoutes } from './features/raids/routes.js';
import { recordsRoutes } from './features/records/routes.js';
import { sessionRoutes } from './features/session/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import type { AppInstance } from './http/appInstance.js';
import { registerErrorHandler } from './http/errorHandler.js';
import { registerRequestContext } from './http/requestContext.js';
import { answerSerializerCompiler } from './http/responseSerializer.js';
import { registerWebApp } from './http/webApp.js';
import type { DomainEvents } from './events/domainEvents.js';
import type { DiscordGateway } from './integrations/discord/discordGateway.js';
import type { WclGateway } from './integrations/wcl/wclGateway.js';
import { attachRealtime } from './realtime/realtimeServer.js';

/** Everything a feature needs, passed in so tests build the same app on their own database and stand-ins. */
export interface AppDeps {
  config: Config;
  db: Db;
  discord: DiscordGateway;
  wcl: WclGateway;
  events: DomainEvents;
  now: () => Date;
}

/** Builds the HTTP application without listening, so tests can drive it with inject() or a real port. */
export async function buildApp(
  deps: AppDeps,
  options: { logger?: boolean; webDistDir?: string } = {},
): Promise<AppInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Two log lines per request cost more than serving a cached list; access logs belong to the proxy in front.
    logController: new LogController({ disableRequestLogging: !deps.config.logRequests }),
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  await app.register(cookie, { secret: deps.config.sessionSecret });
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

  const sessionDeps = { db: deps.db, discord: deps.discord, baseUrl: deps.config.baseUrl, now: deps.now };
  sessionRoutes(app, sessionDeps);
  gameDataRoutes(app);
  charsRoutes(app, deps);
  raidsRoutes(app, deps);
  autoRaidsRoutes(app, deps);
  recordsRoutes(app, deps);
  historyRoutes(app, deps);
  settingsRoutes(app, deps);
  listsRoutes(app, deps);
  await attachRealtime(app, deps);
  // The web app's pages, when `npm run build` has made them; tests build the API alone.
  if (options.webDistDir) await registerWebApp(app, options.webDistDir);

  await app.ready();
  return app;
}
