import { median } from '../util/stats.js';
import { ms } from './format.js';

/** One span of a Server-Timing header: `sql;desc="update records";dur=1.80;end=7.25`. */
export interface TimedSpan {
  name: string;
  description: string | null;
  ms: number;
  /** When it ended, in ms since the request's start (NaN where the header does not say). */
  end: number;
}

export function parseServerTiming(header: string): TimedSpan[] {
  return header.split(/,\s*/).map((span) => {
    const [name = '', ...parameters] = span.split(';');
    const parameter = (key: string) =>
      parameters.find((candidate) => candidate.startsWith(`${key}=`))?.slice(key.length + 1);
    return {
      name,
      description: parameter('desc')?.replaceAll('"', '') ?? null,
      ms: Number(parameter('dur') ?? Number.NaN),
      end: Number(parameter('end') ?? Number.NaN),
    };
  });
}

export const spanLabel = (span: TimedSpan) => span.description?.trim() || span.name;

/**
 * The median of each span over many answers of the same request, in the order of the first answer; the n-th span
 * of one label is matched with the n-th of that label in the others. Spans for which `keep` is false are left out
 * (work beside the request whose place among the others varies).
 */
export function medianSpans(headers: string[], keep: (span: TimedSpan) => boolean = () => true): TimedSpan[] {
  const keyed = headers.map((header) => {
    const seen = new Map<string, number>();
    return new Map(
      parseServerTiming(header)
        .filter(keep)
        .map((span) => {
          const label = `${span.name}|${spanLabel(span)}`;
          const occurrence = seen.get(label) ?? 0;
          seen.set(label, occurrence + 1);
          return [`${label}|${occurrence}`, span] as const;
        }),
    );
  });
  const [first] = keyed;
  if (!first) return [];
  return [...first.entries()].map(([key, span]) => ({
    ...span,
    ms: median(keyed.flatMap((spans) => spans.get(key)?.ms ?? [])),
    end: median(keyed.flatMap((spans) => spans.get(key)?.end ?? [])),
  }));
}

/** The spans from the first `begin` to the first `commit`, both included: a transaction's statements. */
export function transactionSpans(spans: TimedSpan[]): TimedSpan[] {
  const begin = spans.findIndex((span) => span.description === 'begin');
  const commit = spans.findIndex((span) => span.description === 'commit');
  return begin >= 0 && commit > begin ? spans.slice(begin, commit + 1) : [];
}

export const startOf = (span: TimedSpan) => span.end - span.ms;

/** Statements with their durations; a mark (no duration) with when it was reached. */
export const spanList = (spans: TimedSpan[]) =>
  spans.map((span) => `${spanLabel(span)} ${span.ms > 0 ? ms(span.ms) : `at ${ms(span.end)}`}`).join(', ');
