import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../app/navigation/usePageTitle.js';
import InstructionPage from '../features/static-pages/InstructionPage.js';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.instruction'));
  return <InstructionPage />;
}
