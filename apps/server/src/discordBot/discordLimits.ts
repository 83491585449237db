/**
 * Discord refuses a message whose content is over 2,000 characters ("content: Message contents (up to 2000
 * characters)", https://discord.com/developers/docs/resources/message#create-message; the same for an
 * interaction's answer and its edits). The bot's list answers (/mychars, /raids, a sign-up's verdicts) grow with
 * the player's data, so they are fitted: as many whole lines as the message holds, then a line that counts
 * the rest and links to the site, where the whole list is.
 */
export const CONTENT_MAX = 2000;

interface FittedList {
  /** Lines above the list (a heading). */
  head: readonly string[];
  lines: readonly string[];
  /** Lines below the list, always kept (e.g. the site's address). */
  foot?: readonly string[];
  /** The line that stands for the `left` lines that did not fit. */
  more: (left: number) => string;
  max?: number;
  /** Show at most this many lines even when more would fit. */
  maxLines?: number;
}

const lengthOf = (lines: readonly string[]) =>
  lines.reduce((sum, line) => sum + line.length, 0) + lines.length - 1;

/** The list as one message's content, within `max` characters (Discord's 2,000 unless a caller says less). */
export function fitLines({ head, lines, foot = [], more, max = CONTENT_MAX, maxLines }: FittedList): string {
  const whole = [...head, ...lines, ...foot];
  if (lengthOf(whole) <= max && (maxLines === undefined || lines.length <= maxLines)) return whole.join('\n');
  let kept = Math.min(lines.length, maxLines ?? lines.length);
  // Each line dropped makes room; the count line's own length changes little, so this ends in a few steps.
  while (kept > 0 && lengthOf([...head, ...lines.slice(0, kept), more(lines.length - kept), ...foot]) > max)
    kept--;
  return [...head, ...lines.slice(0, kept), more(lines.length - kept), ...foot].join('\n');
}
