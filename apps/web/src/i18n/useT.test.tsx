import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { useT } from './useT.js';

describe('useT', () => {
  it('reads a key asked before its strings arrived once they have (the memo is cleared)', async () => {
    await i18next.init({
      lng: 'en',
      resources: { en: { translation: {} } },
      partialBundledLanguages: true,
    });
    const { result } = renderHook(() => useT());
    const t = result.current as unknown as (key: string) => string;
    expect(t('roster.freeSlot')).toBe('roster.freeSlot');
    i18next.addResourceBundle('en', 'translation', { roster: { freeSlot: 'Free' } }, true, false);
    expect(t('roster.freeSlot')).toBe('Free');
  });
});
