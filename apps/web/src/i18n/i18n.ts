import type { Language } from '@raid/domain/rules/language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '../api/requestContext.js';
import en from './en.json';
import { saveLanguage } from './languagePreference.js';

/**
 * The texts of the parts that load later (raid view, profiles, Settings) come with those parts instead of the
 * first page: `*.features.json`, merged into the same namespace, so keys and types stay as they are.
 */
let featuresWanted = false;
const featureBundles = new Map<Language, Promise<void>>();

function loadFeatureBundle(language: Language): Promise<void> {
  let loading = featureBundles.get(language);
  if (!loading) {
    loading = (language === 'ru' ? import('./ru.features.json') : import('./en.features.json')).then(
      ({ default: texts }) => {
        i18next.addResourceBundle(language, 'translation', texts, true, false);
      },
    );
    featureBundles.set(language, loading);
  }
  return loading;
}

/** English ships with the page as the fallback; Russian loads on demand, so a page carries one language. */
async function loadBundle(language: Language): Promise<void> {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const { default: ru } = await import('./ru.json');
    i18next.addResourceBundle('ru', 'translation', ru, true, false);
  }
  if (featuresWanted) await loadFeatureBundle(language);
}

/** Resolves with the lazily loaded module once the feature texts (English and the page's language) are in. */
export async function withFeatureTexts<T>(module: Promise<T>): Promise<T> {
  featuresWanted = true;
  const language: Language = i18next.language === 'ru' ? 'ru' : 'en';
  const [loaded] = await Promise.all([
    module,
    loadFeatureBundle('en'),
    language === 'en' ? undefined : loadFeatureBundle(language),
  ]);
  return loaded;
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
