import { describe, expect, it } from 'vitest';
import { discordMarkdownHtml as md } from './discord/markdown.js';

const ts = (seconds: number, style: string, utc: string) =>
  `<time class="ts" datetime="${new Date(seconds * 1000).toISOString()}" data-ts-style="${style}" title="${utc}">${utc}</time>`;
const link = (url: string) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`;

describe("the client page's Discord markdown", () => {
  it.each([
    ['plain text', 'Sign up for Naxxramas', 'Sign up for Naxxramas'],
    ['bold', '**Nyssa**: signed up', '<strong>Nyssa</strong>: signed up'],
    ['italic with stars', 'a *b* c', 'a <em>b</em> c'],
    ['italic with underscores', 'a _b c_ d', 'a <em>b c</em> d'],
    ['underscores inside a word', 'snake_case_name', 'snake_case_name'],
    ['underline', '__under__', '<u>under</u>'],
    ['strike', '~~gone~~ here', '<s>gone</s> here'],
    ['code', 'run `/signup raid` now', 'run <code>/signup raid</code> now'],
    ['no formatting inside code', '`**a** <t:0:F>`', '<code>**a** &#60;t:0:F&#62;</code>'],
    ['bold inside italic', '*a **b** c*', '<em>a <strong>b</strong> c</em>'],
    ['italic inside bold', '**a *b* c**', '<strong>a <em>b</em> c</strong>'],
    ['bold italic', '***both***', '<strong><em>both</em></strong>'],
    ['strike inside bold', '**~~x~~**', '<strong><s>x</s></strong>'],
    ['newlines kept', '**a**\nb\n\nc', '<strong>a</strong>\nb\n\nc'],
    ['a star before a space is not italic', '2 * 3 * 4', '2 * 3 * 4'],
    ['unbalanced bold', '**open and never closed', '**open and never closed'],
    ['unbalanced italic', 'a *b', 'a *b'],
    ['unbalanced strike and code', '~~a ` b', '~~a ` b'],
    ['crossed markers', '**a *b** c*', '<strong>a *b</strong> c*'],
    ['empty markers', '**** __ ~~~~ ``', '**** __ ~~~~ ``'],
  ])('%s', (_, text, html) => {
    expect(md(text)).toBe(html);
  });

  it('shows backslash-escaped characters as typed, without the backslash (as the app escapes user text)', () => {
    expect(md('\\*\\*not bold\\*\\*')).toBe('**not bold**');
    expect(md('**Jaina\\_Proudmoore\\*\\***: signed up')).toBe(
      '<strong>Jaina_Proudmoore**</strong>: signed up',
    );
    expect(md('\\~\\~no\\~\\~ \\|\\|secret\\|\\| \\`x\\`')).toBe('~~no~~ ||secret|| `x`');
    expect(md('\\- one\n\\-\\# small\n1\\. first')).toBe('- one\n-# small\n1. first');
    expect(md('\\<t:0:F\\> \\<https://evil.example\\>')).toBe(
      `&#60;t:0:F&#62; &#60;${link('https://evil.example')}&#62;`,
    );
    expect(md('\\[x\\]\\(y\\) a\\\\b')).toBe('[x](y) a\\b');
    // A backslash before a letter or a space stays.
    expect(md('C:\\raid \\ x')).toBe('C:\\raid \\ x');
  });

  it('writes timestamps as <time> elements in UTC for the page script to localise', () => {
    expect(md('<t:1795806000:F> (<t:1795806000:R>)')).toBe(
      `${ts(1795806000, 'F', '2026-11-27 19:00 UTC')} (${ts(1795806000, 'R', '2026-11-27 19:00 UTC')})`,
    );
    expect(md('<t:0>')).toBe(ts(0, 'f', '1970-01-01 00:00 UTC'));
    for (const style of ['t', 'T', 'd', 'D', 'f'])
      expect(md(`<t:0:${style}>`)).toContain(`data-ts-style="${style}"`);
    // Not timestamps: an unknown style, a moment out of range, no number.
    expect(md('<t:0:X> <t:99999999999999999:F> <t:abc>')).toBe(
      '&#60;t:0:X&#62; &#60;t:99999999999999999:F&#62; &#60;t:abc&#62;',
    );
  });

  it('links <https://…> and bare https:// addresses, leaving trailing punctuation out', () => {
    expect(md('Open <https://example/raids/1>')).toBe(`Open ${link('https://example/raids/1')}`);
    expect(md('See https://example/raids/1. Or (http://x.test/a).')).toBe(
      `See ${link('https://example/raids/1')}. Or (${link('http://x.test/a')}).`,
    );
    expect(md('**https://example/a_b_c**')).toBe(`<strong>${link('https://example/a_b_c')}</strong>`);
    expect(md('https://example/?a=1&b="2"')).toBe(
      '<a href="https://example/?a=1&#38;b=&#34;2" target="_blank" rel="noopener">https://example/?a=1&#38;b=&#34;2</a>&#34;',
    );
    // Only http(s): anything else stays text.
    expect(md('<javascript:alert(1)> javascript:alert(1) <data:text/html,x>')).toBe(
      '&#60;javascript:alert(1)&#62; javascript:alert(1) &#60;data:text/html,x&#62;',
    );
  });

  describe('hostile text', () => {
    it.each([
      ['<script>alert(1)</script>', '&#60;script&#62;alert(1)&#60;/script&#62;'],
      ['**<img src=x onerror=alert(1)>**', '<strong>&#60;img src=x onerror=alert(1)&#62;</strong>'],
      ['*<b>*', '<em>&#60;b&#62;</em>'],
      ['`</code><script>`', '<code>&#60;/code&#62;&#60;script&#62;</code>'],
      [
        '<https://x.test/"onmouseover="alert(1)>',
        `<a href="https://x.test/&#34;onmouseover=&#34;alert(1)" target="_blank" rel="noopener">https://x.test/&#34;onmouseover=&#34;alert(1)</a>`,
      ],
      [
        "https://x.test/'><script>",
        `<a href="https://x.test/" target="_blank" rel="noopener">https://x.test/</a>&#39;&#62;&#60;script&#62;`,
      ],
      ['&lt;b&gt; &amp;', '&#38;lt;b&#38;gt; &#38;amp;'],
    ])('%s', (text, html) => {
      expect(md(text)).toBe(html);
    });

    it('never lets a tag or an attribute through, whatever the markers', () => {
      const pieces = [
        '**',
        '*',
        '_',
        '__',
        '~~',
        '`',
        '\\',
        '<t:1:F>',
        '<https://a.test/>',
        'https://b.test/',
        '<img onerror=x>',
        '"',
        "'",
        '&',
        '\n',
        ' ',
        'a',
      ];
      let seed = 7;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
      for (let round = 0; round < 2000; round++) {
        const text = Array.from({ length: 1 + (next() % 14) }, () => pieces[next() % pieces.length]).join('');
        const html = md(text);
        // Strip the tags this formatter writes; what is left must hold no < > and no raw quote.
        const rest = html
          .replace(/<\/?(strong|em|u|s|code)>/g, '')
          .replace(
            /<time class="ts" datetime="[^"<>]*" data-ts-style="[tTdDfFR]" title="[^"<>]*">[^<>]*<\/time>/g,
            '',
          )
          .replace(/<a href="https?:\/\/[^"<>\s]*" target="_blank" rel="noopener">[^<>]*<\/a>/g, '');
        expect(rest, text).not.toMatch(/[<>"]/);
      }
    });

    it('stops reading nested markers past a depth, and stays fast on long unbalanced text', () => {
      const deep = '**_'.repeat(20) + 'x' + '_**'.repeat(20);
      expect(md(deep)).not.toMatch(/<(?!\/?(strong|em)>)/);
      const started = performance.now();
      md('*a '.repeat(2000) + '**'.repeat(1000) + '~~ '.repeat(1000) + '`'.repeat(500));
      expect(performance.now() - started).toBeLessThan(2000);
    });
  });
});
