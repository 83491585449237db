/**
 * The small part of Discord's markdown the app writes, as HTML for the client page: **bold**, *italic* and
 * _italic_, __underline__, ~~strike~~, `code`, backslash escapes, timestamps `<t:UNIX:STYLE>`, and links
 * (`<https://…>` and bare `https://…`). The text is read by rules that each match at the current place (as
 * Discord's parser does); every piece of the text that reaches the HTML goes through escapeHtml, and the
 * only tags are the ones written here, so message text can never bring its own HTML.
 *
 * A timestamp becomes `<time data-ts-style>` with a UTC text; the page's script rewrites it in the viewer's
 * locale and time zone, as Discord does (see formatTimestamps in clientScript.ts).
 */
import { escapeHtml as esc } from './html.js';

/** Nesting deeper than this is shown as typed: enough for any real message, bounded for hostile ones. */
const MAX_DEPTH = 6;

/** A rule's pattern (sticky: it matches at the current place only) and the HTML of its match. */
interface Rule {
  pattern: RegExp;
  html: (match: RegExpExecArray, depth: number) => string;
}

const link = (url: string) => `<a href="${esc(url)}" target="_blank" rel="noopener">${esc(url)}</a>`;

/** Discord's timestamp styles; a missing style is f. */
const TIMESTAMP_STYLES = new Set(['t', 'T', 'd', 'D', 'f', 'F', 'R']);
/** What Discord accepts: 8.64e15 ms either side of 1970 is the range of a JS Date. */
const MAX_SECONDS = 8_640_000_000_000;

function timestamp(seconds: string, style = 'f'): string | null {
  const value = Number(seconds);
  if (!TIMESTAMP_STYLES.has(style) || !Number.isSafeInteger(value) || Math.abs(value) > MAX_SECONDS)
    return null;
  const date = new Date(value * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  // Shown until the page's script formats it (and to readers without the script): the moment in UTC.
  const utc =
    `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
  return (
    `<time class="ts" datetime="${esc(date.toISOString())}" data-ts-style="${style}" title="${esc(utc)}">` +
    `${esc(utc)}</time>`
  );
}

/** Tried in this order at each place; the first that matches wins. Patterns follow Discord's (simple-markdown). */
const RULES: Rule[] = [
  // A backslash before punctuation shows that character as typed.
  { pattern: /\\([^0-9A-Za-z\s])/y, html: (m) => esc(m[1] ?? '') },
  {
    pattern: /<t:(-?\d{1,17})(?::([tTdDfFR]))?>/y,
    html: (m) => timestamp(m[1] ?? '', m[2]) ?? esc(m[0]),
  },
  // <https://…> is a link without an embed preview.
  { pattern: /<(https?:\/\/[^\s<>]+)>/y, html: (m) => link(m[1] ?? '') },
  // A bare link ends before a closing punctuation mark, as Discord's does (and never takes a < or a >).
  { pattern: /https?:\/\/[^\s<>]*[^\s<>.,:;"')\]\\]/y, html: (m) => link(m[0]) },
  { pattern: /(`+)([\s\S]*?[^`])\1(?!`)/y, html: (m) => `<code>${esc(m[2] ?? '')}</code>` },
  {
    pattern: /\*\*((?:\\[\s\S]|[^\\])+?)\*\*(?!\*)/y,
    html: (m, depth) => `<strong>${inline(m[1] ?? '', depth + 1)}</strong>`,
  },
  {
    pattern: /__((?:\\[\s\S]|[^\\])+?)__(?!_)/y,
    html: (m, depth) => `<u>${inline(m[1] ?? '', depth + 1)}</u>`,
  },
  {
    // _italic_ only around words; *italic* starts before a non-space and lets ** inside it (but **** is no italic).
    pattern:
      /\b_((?:__|\\[\s\S]|[^\\_])+?)_\b|\*(?=\S)(?!\*\*\*)((?:\*\*|\\[\s\S]|\s+(?:\\[\s\S]|[^\s*\\]|\*\*)|[^\s*\\])+?)\*(?!\*)/y,
    html: (m, depth) => `<em>${inline(m[1] ?? m[2] ?? '', depth + 1)}</em>`,
  },
  {
    pattern: /~~(?=\S)((?:\\[\s\S]|~(?!~)|[^\s~\\]|\s(?!~~))+?)~~/y,
    html: (m, depth) => `<s>${inline(m[1] ?? '', depth + 1)}</s>`,
  },
];

/** Characters some rule may start at; plain text runs up to the next of these. */
const RULE_START = /[\\<h`*_~]/;

function inline(source: string, depth: number): string {
  if (depth > MAX_DEPTH) return esc(source);
  let html = '';
  let plain = '';
  let at = 0;
  while (at < source.length) {
    let matched = false;
    if (RULE_START.test(source[at] ?? '')) {
      for (const rule of RULES) {
        rule.pattern.lastIndex = at;
        const match = rule.pattern.exec(source);
        if (!match || match[0].length === 0) continue;
        html += esc(plain) + rule.html(match, depth);
        plain = '';
        at += match[0].length;
        matched = true;
        break;
      }
    }
    if (!matched) {
      plain += source[at];
      at += 1;
    }
  }
  return html + esc(plain);
}

/** The HTML of a message text (content, embed description, field value); newlines stay (the page's CSS keeps them). */
export function discordMarkdownHtml(text: string): string {
  return inline(text, 0);
}
