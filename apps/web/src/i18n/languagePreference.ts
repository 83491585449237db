import { resolveLanguage, type Language } from '@raid/domain/rules/language';

/** Local storage key of the chosen language (SPEC section 3 "Remembered choices"). */
const LANGUAGE_STORAGE_KEY = 'userLanguage';

function readSaved(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The saved language, else the browser's, else English (SPEC section 9). */
export function preferredLanguage(): Language {
  return resolveLanguage(readSaved(), navigator.languages ?? [navigator.language]);
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}
