/**
 * Test control, not part of the real API: `POST /__delay { ms }` makes every GraphQL answer wait that long
 * (`{ ms: 0 }` or `DELETE /__delay` ends it), so a test sees what the product does when Warcraft Logs is slow
 * (Discord's 3-second window for an interaction's answer).
 */
import type { FastifyInstance } from 'fastify';

export function registerResponseDelay(app: FastifyInstance): void {
  let delayMs = 0;
  app.addHook('onRequest', async (request) => {
    if (delayMs > 0 && /\/api\/v2\/client$/.test(request.url.split('?')[0] ?? '')) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  });
  app.post('/__delay', async (request, reply) => {
    const ms = Number((request.body as { ms?: unknown } | null)?.ms);
    if (!Number.isFinite(ms) || ms < 0 || ms > 60_000)
      return reply.code(400).send({ error: 'Expected { ms: 0..60000 }' });
    delayMs = ms;
    return reply.code(204).send();
  });
  app.delete('/__delay', async (_request, reply) => {
    delayMs = 0;
    return reply.code(204).send();
  });
}
