import { useT } from '../i18n/useT.js';
import { usePageTitle } from '../app/navigation/usePageTitle.js';
import TermsPage from '../features/static-pages/TermsPage.js';

export function Component() {
  const t = useT();
  usePageTitle(t('nav.terms'));
  return <TermsPage />;
}
