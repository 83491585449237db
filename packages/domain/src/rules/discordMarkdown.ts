/**
 * Characters Discord's markdown gives a meaning: emphasis, strike, code, spoilers, quotes, headings, lists and
 * subtext, masked links `[text](url)`, and `<…>` (user, role and channel mentions, timestamps, emoji). A
 * backslash before any of them makes Discord show the character itself and drop the backslash.
 */
const MARKDOWN_CHARACTER = /[\\*_~`|>#\-[\]()<]/g;
/** "1. " at the start of a line would start a numbered list. */
const NUMBERED_LIST = /^(\s*\d+)\./gm;
/** Discord acts on these two without any markup; a zero-width space after the @ leaves them plain words. */
const MASS_MENTION = /@(everyone|here)/gi;

/**
 * User text (a raid comment, a reason, a Discord name) as it must appear in a post or a direct message of the
 * bot: read as typed, never as formatting, a disguised link or a mention. Every builder of bot text passes
 * user text through here, and only user text: our own texts keep their formatting.
 */
export function escapeDiscordMarkdown(text: string): string {
  return text
    .replace(MARKDOWN_CHARACTER, '\\$&')
    .replace(NUMBERED_LIST, '$1\\.')
    .replace(MASS_MENTION, '@\u200b$1');
}
