import { useT } from '../i18n/useT.js';
import { usePageTitle } from '../app/navigation/usePageTitle.js';
import AboutPage from '../features/static-pages/AboutPage.js';

export function Component() {
  const t = useT();
  usePageTitle(t('nav.about'));
  return <AboutPage />;
}
