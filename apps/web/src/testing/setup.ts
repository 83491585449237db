import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';

// Both languages up front, so a test can switch without waiting for the lazy bundle.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en }, ru: { translation: ru } },
  interpolation: { escapeValue: false },
});

// The default 1 s for findBy… is what a lazy route takes to load when CI's two cores are busy with the server
// tests; a wait that ends early still passes at once.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: media queries never match and scrolling does nothing.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => undefined;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  await i18next.changeLanguage('en');
});
