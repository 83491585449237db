import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** A span's description, or how to make it: made when the header is written, after the work it describes. */
type Description = string | (() => string) | null;

interface Span {
  name: string;
  description: Description;
  ms: number;
  /** When it ended, in ms since the request's first hook: the gaps between spans are time spent elsewhere. */
  end: number;
}

interface RequestTiming {
  startedAt: number;
  spans: Span[];
}

const currentRequest = new AsyncLocalStorage<RequestTiming>();

/**
 * Adds a span to the answer's Server-Timing header, when the request being served is timed (SERVER_TIMING=1). A
 * description given as a function is made only when the header is written: describing every statement as it
 * ends put that work on the way of the change being timed (a roster move's broadcast waited for it).
 */
export function recordSpan(name: string, ms: number, description: Description = null): void {
  const timing = currentRequest.getStore();
  timing?.spans.push({ name, description, ms, end: performance.now() - timing.startedAt });
}

/** Runs `work` and records how long it took, as `recordSpan` does. */
export function timeSpan<T>(name: string, work: () => T): T {
  const timing = currentRequest.getStore();
  if (!timing) return work();
  const startedAt = performance.now();
  try {
    return work();
  } finally {
    const now = performance.now();
    timing.spans.push({ name, description: null, ms: now - startedAt, end: now - timing.startedAt });
  }
}

const described = (description: Description) =>
  typeof description === 'function' ? description() : description;

const headerValue = (timing: RequestTiming): string =>
  [
    // In the order the spans ended: the statements of a transaction read as it ran.
    ...timing.spans.map((span) => {
      const description = described(span.description);
      return (
        `${span.name};${description ? `desc="${description}";` : ''}dur=${span.ms.toFixed(2)};` +
        `end=${span.end.toFixed(2)}`
      );
    }),
    `total;dur=${(performance.now() - timing.startedAt).toFixed(2)}`,
  ].join(', ');

/**
 * With SERVER_TIMING=1 every answer carries a Server-Timing header: the session's read, each SQL statement, the
 * live broadcast and the whole. For measuring on a test machine (the bench's fan-out profile), not for a public
 * site: it tells a stranger how long the site's queries take.
 */
export function registerServerTiming(app: FastifyInstance): void {
  // The callback form: the rest of the request runs inside `run`, so the services' statements find their request.
  app.addHook('onRequest', (_request, _reply, done) => {
    currentRequest.run({ startedAt: performance.now(), spans: [] }, done);
  });
  // A mark when the body is parsed and valid, and the hooks before it (session, rate limit, guards) are done.
  app.addHook('preHandler', async () => {
    recordSpan('validated', 0);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const timing = currentRequest.getStore();
    if (timing) reply.header('server-timing', headerValue(timing));
    return payload;
  });
}
