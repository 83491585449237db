import { useT } from '../i18n/useT.js';
import { CommunitiesTable } from '../features/communities/CommunitiesTable.js';
import { usePageTitle } from '../app/navigation/usePageTitle.js';

export function Component() {
  const t = useT();
  usePageTitle(t('nav.communities'));
  return (
    <>
      <h1 className="page-title">{t('nav.communities')}</h1>
      <CommunitiesTable />
    </>
  );
}
