import { useTranslation } from 'react-i18next';
import { CommunitiesTable } from '../features/communities/CommunitiesTable.js';
import { usePageTitle } from '../app/navigation/usePageTitle.js';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.communities'));
  return (
    <>
      <h1 className="page-title">{t('nav.communities')}</h1>
      <CommunitiesTable />
    </>
  );
}
