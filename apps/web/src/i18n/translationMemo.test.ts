import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { memoizeTranslations } from './translationMemo.js';

async function setUp() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: { hello: 'Hello', count: 'Slot {{slot}}' } } },
    interpolation: { escapeValue: false },
  });
  let calls = 0;
  const fixed = i18n.getFixedT('en');
  const counted = ((...args: Parameters<typeof fixed>) => {
    calls += 1;
    return fixed(...args);
  }) as unknown as typeof fixed;
  const memo = memoizeTranslations(counted);
  // The app's keys are typed (i18next.d.ts); these are the test's own.
  const t = memo.t as unknown as (key: string, options?: object) => string;
  return { i18n, memo: { t, clear: memo.clear }, calls: () => calls };
}

describe('memoizeTranslations', () => {
  it('answers a call it has seen, with or without plain options, from memory', async () => {
    const { memo, calls } = await setUp();
    expect(memo.t('hello')).toBe('Hello');
    expect(memo.t('hello')).toBe('Hello');
    expect(memo.t('count', { slot: 3 })).toBe('Slot 3');
    expect(memo.t('count', { slot: 3 })).toBe('Slot 3');
    expect(memo.t('count', { slot: 4 })).toBe('Slot 4');
    expect(calls()).toBe(3);
  });

  it('asks i18next each time when the options hold objects', async () => {
    const { memo, calls } = await setUp();
    const options = { slot: { toString: () => '5' } };
    memo.t('count', options);
    memo.t('count', options);
    expect(calls()).toBe(2);
  });

  it('asks again after clear(), e.g. once a key that fell back has its text', async () => {
    const { i18n, memo } = await setUp();
    expect(memo.t('later')).toBe('later');
    i18n.addResourceBundle('en', 'translation', { later: 'Later' }, true, false);
    memo.clear();
    expect(memo.t('later')).toBe('Later');
  });
});
