import { formatCopper } from '@raid/domain/rules/gdkp/gdkpFormats';
import { useLanguage } from '../../i18n/useT.js';

/** Amounts of copper as the interface language writes gold ("12,345g 67s"). */
export function useMoney(): (copper: number) => string {
  const language = useLanguage();
  return (copper) => formatCopper(copper, language);
}
