import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../app/navigation/usePageTitle.js';
import AboutPage from '../features/static-pages/AboutPage.js';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.about'));
  return <AboutPage />;
}
