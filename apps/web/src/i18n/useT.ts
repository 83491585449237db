import type { Language } from '@raid/domain/rules/language';
import i18next, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { memoizeTranslations } from './translationMemo.js';

/**
 * The interface strings, as react-i18next's `useTranslation` gives them, without its cost per component:
 * react-i18next 17 copies the whole i18next instance (every property descriptor) for each component that
 * mounts, and on the raid list that copy was a fifth of drawing the first screen, on the server and again in
 * the browser's hydration (docs/performance.md, "p33-ssr"). Here every component shares one `t` per language,
 * which remembers its answers until strings are added or removed (translationMemo.ts).
 */
interface Strings {
  language: string;
  store: typeof i18next.store;
  t: TFunction;
}

let current: Strings | null = null;
let forgetCurrent: (() => void) | null = null;

function read(): Strings {
  const language = i18next.language;
  const store = i18next.store;
  if (current?.language !== language || current.store !== store) {
    const memo = memoizeTranslations(i18next.getFixedT(language));
    // The store lives as long as its i18next set-up; a new set-up (tests) brings a new store and a new memo.
    forgetCurrent?.();
    store?.on('added', memo.clear);
    store?.on('removed', memo.clear);
    forgetCurrent = () => {
      store?.off('added', memo.clear);
      store?.off('removed', memo.clear);
    };
    current = { language, store, t: memo.t };
  }
  return current;
}

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

/** The translate function of the interface language; the component draws again when the language changes. */
export function useT(): TFunction {
  return useSyncExternalStore(subscribe, read, read).t;
}

/** The interface language, re-rendering on a switch. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, read, read).language === 'ru' ? 'ru' : 'en';
}
