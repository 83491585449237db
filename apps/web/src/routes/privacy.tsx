import { useT } from '../i18n/useT.js';
import { usePageTitle } from '../app/navigation/usePageTitle.js';
import PrivacyPage from '../features/static-pages/PrivacyPage.js';

export function Component() {
  const t = useT();
  usePageTitle(t('nav.privacy'));
  return <PrivacyPage />;
}
