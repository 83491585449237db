import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { gameDataRoutes } from './features/gameData/routes.js';

/** Builds the HTTP application without listening, so tests can drive it with inject(). */
export async function buildApp(
  _config: Config,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  gameDataRoutes(app);
  await app.ready();
  return app;
}
