import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../app/navigation/usePageTitle.js';
import PrivacyPage from '../features/static-pages/PrivacyPage.js';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.privacy'));
  return <PrivacyPage />;
}
