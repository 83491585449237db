import { useT } from '../i18n/useT.js';
import { usePageTitle } from '../app/navigation/usePageTitle.js';
import InstructionPage from '../features/static-pages/InstructionPage.js';

export function Component() {
  const t = useT();
  usePageTitle(t('nav.instruction'));
  return <InstructionPage />;
}
