import type { Language } from '@raid/domain/rules/language';
import { useTranslation } from 'react-i18next';

/** The interface language, re-rendering on a switch. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'ru' ? 'ru' : 'en';
}
