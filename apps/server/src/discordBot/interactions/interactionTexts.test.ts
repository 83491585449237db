import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interactionTexts } from './interactionTexts.js';

/** The web's translations (apps/web/src/i18n): a Discord answer must say what the web dialog says. */
function webTexts(language: 'en' | 'ru') {
  const url = new URL(`../../../../web/src/i18n/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as {
    signUp: {
      private: string;
      status: Record<string, string>;
      cancelReasonTitle: string;
      result: Record<string, string>;
    };
  };
}

describe.each(['en', 'ru'] as const)('interaction texts (%s)', (language) => {
  const web = webTexts(language).signUp;
  const texts = interactionTexts[language];

  it('give the sign-up verdicts in the web dialog words', () => {
    for (const code of ['success', 'buyer', 'notFound', 'similarRaid', 'logsNotReceived'] as const)
      expect(texts.result[code]).toBe(web.result[code]);
    expect(texts.result.logsBelow(40, 90)).toBe(
      web.result.logsBelow?.replace('{{logs}}', '40').replace('{{required}}', '90'),
    );
    expect(texts.result.ilvlLower(200, 245)).toBe(
      web.result.ilvlLower?.replace('{{ilvl}}', '200').replace('{{required}}', '245'),
    );
    expect(texts.result.ilvlUnknown(245)).toBe(web.result.ilvlUnknown?.replace('{{required}}', '245'));
    expect(texts.private).toBe(web.private);
    expect(texts.cancelReasonTitle).toBe(web.cancelReasonTitle);
  });

  it('name the statuses as the web buttons do', () => {
    expect(texts.status).toEqual(web.status);
  });
});
