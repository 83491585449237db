import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, in the interface language. */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
