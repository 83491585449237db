import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../app/navigation/usePageTitle.js';
import TermsPage from '../features/static-pages/TermsPage.js';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.terms'));
  return <TermsPage />;
}
