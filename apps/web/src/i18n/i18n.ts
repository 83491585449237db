import type { Language } from '@raid/domain/rules/language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '../api/requestContext.js';
import firstScreenStrings from './en.json?first';
import { saveLanguage } from './languagePreference.js';

/** English ships with the page as the fallback; Russian loads on demand, so a page carries one language. */
async function loadBundle(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { default: ru } = await import('./ru.json');
  i18next.addResourceBundle('ru', 'translation', ru);
}

let allStrings: Promise<void> | null = null;

/** The English strings the first load leaves out (firstScreenStrings.ts), fetched once. */
function loadAllStrings(): Promise<void> {
  allStrings ??= import('./en.json?more').then(
    ({ default: more }) => {
      i18next.addResourceBundle('en', 'translation', more, true, false);
    },
    (error: unknown) => {
      // Offline for a moment: the next page or dialog asks again.
      allStrings = null;
      throw error;
    },
  );
  return allStrings;
}

/**
 * A loader of code beyond the first screen (a page, a dialog) that resolves once the strings it draws are
 * here too. Every lazy import made from the first load's code goes through it.
 */
export function withAllStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllStrings()]).then(([module]) => module);
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  setRequestLanguage(language);
}

export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: firstScreenStrings } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  await loadBundle(language);
  await i18next.changeLanguage(language);
  applyLanguage(language);
}

/** Switches the interface language and remembers it as `userLanguage`. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadBundle(language);
  await i18next.changeLanguage(language);
  applyLanguage(language);
  saveLanguage(language);
}
