import type { APIInteraction } from 'discord-api-types/v10';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import {
  discordPublicKey,
  isSignedByDiscord,
} from '../../integrations/discord/interactions/interactionSignature.js';
import { handleInteraction } from './interactionHandler.js';
import { interactionLimit } from './interactionLimit.js';

/**
 * `POST /api/discord/interactions`, the "Interactions Endpoint URL" of the Discord application (README.md):
 * Discord delivers each click, select, modal and slash command here, signed with the application's key. The
 * signature covers the body's exact bytes, so this route reads them raw. Unsigned or badly signed requests
 * answer 401, as Discord requires (it sends such requests to check that an endpoint verifies). Without
 * DISCORD_PUBLIC_KEY the route answers 404.
 */
export async function interactionsRoute(app: AppInstance, deps: AppDeps): Promise<void> {
  const key = deps.config.discordPublicKey ? discordPublicKey(deps.config.discordPublicKey) : null;
  const log = (message: string, error: unknown) => app.log.error({ err: error }, message);
  const userLimit = interactionLimit(deps.config.rateLimits.discordInteractions);
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post('/api/discord/interactions', async (request, reply) => {
      if (!key) return reply.code(404).send({ code: 'notFound', error: 'Not found' });
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      // The wall clock, not the app's: tests move the app's clock, Discord signs with the real one.
      const signed = isSignedByDiscord(
        key,
        { signature: header('x-signature-ed25519'), timestamp: header('x-signature-timestamp'), body },
        new Date(),
      );
      if (!signed)
        return reply.code(401).send({ code: 'invalidSignature', error: 'invalid request signature' });
      let interaction: APIInteraction;
      try {
        interaction = JSON.parse(body.toString('utf8')) as APIInteraction;
      } catch {
        return reply.code(400).send({ code: 'invalidRequest', error: 'Invalid request' });
      }
      return handleInteraction(
        { ...deps, log, deferAfterMs: deps.config.interactionDeferAfterMs, userLimit },
        interaction,
      );
    });
  });
}
