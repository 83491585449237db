/**
 * Test controls, outside Discord's API: every other request is recorded in order (GET/DELETE /__requests),
 * and POST /__faults makes the next matching requests fail (e.g. a 429 with retry-after).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf } from './json.js';
import { sendGloballyLimited, sendRateLimited } from './rateLimits.js';
import type { DiscordState, RecordedRequest } from './state.js';

const isControl = (request: FastifyRequest) => request.url.startsWith('/__');

export function recordRequestsAndFaults(app: FastifyInstance, state: DiscordState): void {
  app.addHook('onRequest', async (request) => {
    if (isControl(request)) return;
    const record: RecordedRequest = {
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      query: { ...(request.query as Record<string, unknown>) },
      body: undefined,
      time: new Date().toISOString(),
    };
    state.records.set(request, record);
    state.recorded.push(record);
  });

  app.addHook('preHandler', async (request, reply) => {
    const record = state.records.get(request);
    if (!record) return;
    record.body = request.body;
    const fault = state.faults.find(
      (f) =>
        f.count > 0 &&
        (!f.method || f.method.toUpperCase() === request.method) &&
        new RegExp(f.path).test(record.path),
    );
    if (!fault) return;
    fault.count--;
    if (fault.status === 429 && fault.global) return sendGloballyLimited(reply, fault.retryAfter ?? 1);
    if (fault.status === 429) return sendRateLimited(request, reply, record.path, fault.retryAfter ?? 1);
    return reply
      .code(fault.status)
      .send({ message: `${fault.status}: ${STATUS_CODES[fault.status] ?? 'Error'}`, code: 0 });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const record = state.records.get(request);
    if (record) record.status = reply.statusCode;
    return payload;
  });
}

export function registerControlRoutes(app: FastifyInstance, state: DiscordState): void {
  app.get('/__requests', async () => state.recorded);
  app.delete('/__requests', async (_request, reply) => {
    state.recorded.length = 0;
    return reply.code(204).send();
  });
  app.post('/__faults', async (request, reply) => {
    const body = bodyOf(request);
    if (typeof body.path !== 'string' || typeof body.status !== 'number' || typeof body.count !== 'number') {
      return reply
        .code(400)
        .send({ message: 'path (string), status (number) and count (number) are required' });
    }
    try {
      new RegExp(body.path);
    } catch {
      return reply.code(400).send({ message: 'path is not a valid regular expression' });
    }
    state.faults.push({
      path: body.path,
      status: body.status,
      count: body.count,
      ...(typeof body.method === 'string' ? { method: body.method } : {}),
      ...(typeof body.retryAfter === 'number' ? { retryAfter: body.retryAfter } : {}),
      ...(body.global === true ? { global: true } : {}),
    });
    return reply.code(204).send();
  });
  app.get('/__faults', async () => state.faults.filter((f) => f.count > 0));
  app.delete('/__faults', async (_request, reply) => {
    state.faults.length = 0;
    return reply.code(204).send();
  });
}
