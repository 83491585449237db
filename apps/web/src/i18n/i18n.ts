import type { Language } from '@raid/domain/rules/language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '../api/requestContext.js';
import en from './en.json';
import { saveLanguage } from './languagePreference.js';

/** English ships with the page as the fallback; Russian loads on demand, so a page carries one language. */
async function loadBundle(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { default: ru } = await import('./ru.json');
  i18next.addResourceBundle('ru', 'translation', ru);
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  setRequestLanguage(language);
}

export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
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
