/**
 * Earlier first, then by id: the order of raids by date and of sign-ups by sign-up time. The API's times are
 * ISO-8601 UTC text of one format, which sorts as plain text; `localeCompare` would sort them the same but makes
 * a collator the first time, a long task on a phone (the raid page's first render spent most of its time there).
 */
export function byDateThenId(a: { date: string; id: number }, b: { date: string; id: number }): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.id - b.id;
}
