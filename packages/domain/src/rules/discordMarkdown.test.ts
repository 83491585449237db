import { describe, expect, it } from 'vitest';
import { escapeDiscordMarkdown } from './discordMarkdown.js';

/** What a Discord client shows for escaped text: a backslash before punctuation is dropped (its escape rule). */
const rendered = (text: string) => text.replace(/\\([^0-9A-Za-z\s])/g, '$1').replaceAll('\u200b', '');

/** Markdown that would still act: a markdown character or a mass mention not preceded by a backslash. */
const unescaped = (text: string) =>
  /(^|[^\\])(\\\\)*[*_~`|>#\-[\]()<]/.test(text) || /@(everyone|here)/i.test(text);

describe('escapeDiscordMarkdown', () => {
  it.each([
    [
      'bold and italics',
      '**Bring** *flasks* __now__ _please_',
      '\\*\\*Bring\\*\\* \\*flasks\\* \\_\\_now\\_\\_ \\_please\\_',
    ],
    ['strike and spoiler', '~~no~~ ||secret||', '\\~\\~no\\~\\~ \\|\\|secret\\|\\|'],
    ['code', '`x` ```block```', '\\`x\\` \\`\\`\\`block\\`\\`\\`'],
    ['a masked link', '[Free gold](https://evil.example)', '\\[Free gold\\]\\(https://evil.example\\)'],
    ['a heading and a quote', '# Raid is OFF\n> trust me', '\\# Raid is OFF\n\\> trust me'],
    ['lists and subtext', '- one\n-# small\n1. first', '\\- one\n\\-\\# small\n1\\. first'],
    ['a user, role and channel mention', '<@123> <@&456> <#789>', '\\<@123\\> \\<@&456\\> \\<\\#789\\>'],
    ['a backslash of its own', 'a\\*b', 'a\\\\\\*b'],
  ])('escapes %s', (_name, text, expected) => {
    expect(escapeDiscordMarkdown(text)).toBe(expected);
  });

  it('breaks @everyone and @here so that they neither ping nor look like a mention', () => {
    const escaped = escapeDiscordMarkdown('Hey @everyone and @here, @Everyone too');
    expect(escaped).toBe('Hey @\u200beveryone and @\u200bhere, @\u200bEveryone too');
  });

  it('leaves plain text, accents and Cyrillic as they are', () => {
    const text = 'Bring flasks, 50 repair gold; Ахн’Кирадж ждёт! Zoë’s 25/25 @Jaina 10.5';
    expect(escapeDiscordMarkdown(text)).toBe(text);
  });

  it('shows hostile text exactly as typed, with nothing left that Discord would act on', () => {
    const hostile =
      '@everyone **FREE** [gold](https://evil.example) <@210000000000000001> \\`x`\n# big\n> quote\n2. item ||spoil||';
    const escaped = escapeDiscordMarkdown(hostile);
    expect(rendered(escaped)).toBe(hostile);
    expect(unescaped(escaped)).toBe(false);
    expect(unescaped(hostile)).toBe(true);
  });
});
