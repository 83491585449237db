import { useEffect } from 'react';
import { useT } from '../../i18n/useT.js';

/** Names the browser tab after the page, in the interface language. */
export function usePageTitle(title?: string): void {
  const t = useT();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
