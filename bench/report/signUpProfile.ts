import { median, percentile } from '../util/stats.js';
import { ms } from './format.js';
import { medianSpans, parseServerTiming, spanList, startOf, transactionSpans } from './serverTiming.js';

/** One timed sign-up: how long its answer took at the client, and the answer's Server-Timing header. */
export interface TimedSignUp {
  latencyMs: number;
  serverTiming: string;
}

/** One sign-up's way through the server, in ms since its first hook. */
function phases(sample: TimedSignUp) {
  const spans = parseServerTiming(sample.serverTiming);
  const transaction = transactionSpans(spans);
  const first = transaction[0];
  const last = transaction.at(-1);
  const validated = spans.find((span) => span.name === 'validated');
  const lock = transaction.find((span) => span.description?.includes('for update'));
  const total = spans.find((span) => span.name === 'total');
  if (!first || !last || !validated || !lock || !total) return null;
  const inStatements = transaction.reduce((sum, span) => sum + span.ms, 0);
  return {
    hooksDone: validated.end,
    toTransaction: startOf(first) - validated.end,
    lockMs: lock.ms,
    afterLockMs: last.end - lock.end,
    // Inside the transaction but in no statement: the code between them, and waiting for the event loop.
    betweenStatements: last.end - startOf(first) - inStatements,
    afterCommit: total.ms - last.end,
    outsideServer: sample.latencyMs - total.ms,
  };
}

type Phases = NonNullable<ReturnType<typeof phases>>;

function describe(group: Phases[], headers: string[]): string {
  const of = (phase: keyof Phases) => ms(median(group.map((sample) => sample[phase])));
  const transaction = transactionSpans(medianSpans(headers));
  return (
    `hooks (session, rate limits, guards) done at ${of('hooksDone')}; ${of('toTransaction')} until the ` +
    `transaction (the handler's reads, a pooled connection); the statement that takes the raid's lock ` +
    `${of('lockMs')} (mostly waiting for the sign-ups before it); ${of('afterLockMs')} under the lock until the commit ` +
    `(${spanList(transaction)}), of it ${of('betweenStatements')} in no statement; ${of('afterCommit')} from ` +
    `the commit to the answer; ${of('outsideServer')} outside the server (the way in and out, the bench's own ` +
    `client)`
  );
}

/**
 * Where a sign-up's time goes in a burst, from the answers' Server-Timing headers (the product with
 * SERVER_TIMING=1): the medians of each phase over all sign-ups, and over the slowest 5 %, the ones the p99 is
 * made of.
 */
export function signUpProfile(samples: TimedSignUp[]): string {
  const timed = samples.flatMap((sample) => {
    const measured = phases(sample);
    return measured ? [{ sample, measured }] : [];
  });
  if (timed.length === 0)
    return 'No profile: the sign-ups answered no Server-Timing with a locked transaction.';
  const slowFrom = percentile(
    timed.map(({ sample }) => sample.latencyMs),
    95,
  );
  const slowest = timed.filter(({ sample }) => sample.latencyMs >= slowFrom);
  const headersOf = (group: typeof timed) => group.map(({ sample }) => sample.serverTiming);
  return [
    `Where a sign-up's time goes (SERVER_TIMING=1, ${timed.length} sign-ups in one more burst; medians): ` +
      `all: ${describe(
        timed.map(({ measured }) => measured),
        headersOf(timed),
      )}.`,
    `The slowest 5 % (${slowest.length}, from ${ms(slowFrom)}): ${describe(
      slowest.map(({ measured }) => measured),
      headersOf(slowest),
    )}.`,
  ].join(' ');
}
