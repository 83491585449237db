export const languages = ['en', 'ru'] as const;

export type Language = (typeof languages)[number];

/**
 * The interface language: the saved `userLanguage` when valid, else the browser's (or Accept-Language's)
 * primary language when supported, else English (SPEC section 9).
 */
export function resolveLanguage(saved: string | null | undefined, preferred: readonly string[]): Language {
  if (saved === 'en' || saved === 'ru') return saved;
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (primary === 'en' || primary === 'ru') return primary;
  }
  return 'en';
}

/** The languages of an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
