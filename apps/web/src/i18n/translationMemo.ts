import type { TFunction } from 'i18next';

/** A memo past this many strings starts again: numbers written into strings make new entries without end. */
const MAX_ENTRIES = 5000;

type Options = Record<string, unknown>;

/** Options whose values are plain strings, numbers or booleans: their JSON names the call. */
function plainOptions(options: unknown): options is Options {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  for (const value of Object.values(options as Options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return false;
  }
  return true;
}

export interface TranslationMemo {
  t: TFunction;
  /** Forgets every answer (strings were added or removed: a key that fell back may now have its text). */
  clear: () => void;
}

/**
 * `t` answering each call it has seen before from memory. i18next's own lookup (the key split into a path, the
 * plural and context forms tried, interpolation's regular expressions) was a sixth of hydration's render on the
 * raid page and a fifth on `/`, much of it the same keys asked for again on every card and row
 * (docs/performance.md, "p36-hydrate"); the first calls, which run i18next's code cold, it cannot spare. Only calls with a key and at most plain options are remembered; any
 * other call (several keys, a default value, objects in the options) goes to i18next each time.
 */
export function memoizeTranslations(t: TFunction): TranslationMemo {
  const answers = new Map<string, unknown>();
  const call = t as unknown as (...args: unknown[]) => unknown;
  const memoized = (...args: unknown[]): unknown => {
    const [key, options] = args;
    if (typeof key !== 'string' || args.length > 2) return call(...args);
    let name: string;
    if (options === undefined) name = key;
    else if (plainOptions(options)) name = `${key}\u0000${JSON.stringify(options)}`;
    else return call(...args);
    if (answers.has(name)) return answers.get(name);
    const answer = call(...args);
    if (answers.size >= MAX_ENTRIES) answers.clear();
    answers.set(name, answer);
    return answer;
  };
  return { t: memoized as unknown as TFunction, clear: () => answers.clear() };
}
