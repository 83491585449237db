/**
 * Test controls, not part of the real API: every other request is recorded (GET/DELETE /__requests), POST
 * /__faults makes the next requests to a path fail, and /__rateLimit reads or sets the hour's points.
 */
import type { FastifyInstance } from 'fastify';
import { currentRate, type WclState } from './state.js';

export function recordRequestsAndFaults(app: FastifyInstance, state: WclState): void {
  app.addHook('preHandler', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith('/__')) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    state.recorded.push({
      method: request.method,
      path,
      url: request.url,
      headers,
      body: request.body ?? null,
      at: new Date().toISOString(),
    });
    const fault = state.faults.find((f) => f.remaining > 0 && f.pattern.test(path));
    if (!fault) return;
    fault.remaining -= 1;
    state.faults = state.faults.filter((f) => f.remaining > 0);
    if (fault.retryAfter !== undefined) reply.header('retry-after', String(fault.retryAfter));
    const message = fault.status === 429 ? 'Too Many Requests' : `Stand-in fault ${fault.status}`;
    return reply.code(fault.status).send({ error: message });
  });
}

export function registerControlRoutes(app: FastifyInstance, state: WclState): void {
  app.get('/__requests', async () => state.recorded);
  app.delete('/__requests', async (_request, reply) => {
    state.recorded.length = 0;
    return reply.code(204).send();
  });

  app.post('/__faults', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const status = Number(body.status);
    if (typeof body.path !== 'string' || !Number.isInteger(status) || status < 400 || status > 599) {
      return reply
        .code(400)
        .send({ error: 'Expected { path: regexp source, status: 4xx/5xx, retryAfter?, count? }' });
    }
    let pattern: RegExp;
    try {
      pattern = new RegExp(body.path);
    } catch {
      return reply.code(400).send({ error: 'path is not a regular expression' });
    }
    const count = body.count === undefined ? 1 : Number(body.count);
    const retryAfter = body.retryAfter === undefined ? undefined : Number(body.retryAfter);
    state.faults.push({
      pattern,
      status,
      retryAfter,
      remaining: Number.isFinite(count) && count > 0 ? count : 1,
    });
    return reply.code(204).send();
  });
  app.delete('/__faults', async (_request, reply) => {
    state.faults = [];
    return reply.code(204).send();
  });

  app.get('/__rateLimit', async () => currentRate(state));
  app.post('/__rateLimit', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const rate = currentRate(state);
    if (typeof body.limitPerHour === 'number') rate.limitPerHour = body.limitPerHour;
    if (typeof body.pointsSpentThisHour === 'number') rate.pointsSpentThisHour = body.pointsSpentThisHour;
    return rate;
  });
}
