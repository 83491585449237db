/** One line of the doctor's report: what was checked and what it found, or the problem and what to do. */
export interface Check {
  ok: boolean;
  text: string;
}

export const ok = (text: string): Check => ({ ok: true, text });
export const problem = (text: string): Check => ({ ok: false, text });

export const formatCheck = (check: Check): string => `${check.ok ? 'ok     ' : 'PROBLEM'}  ${check.text}`;

/** The message of a failed request, for a line: `fetch failed` alone hides the reason in `cause`. */
export function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
