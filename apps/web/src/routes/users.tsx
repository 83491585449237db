import { useT } from '../i18n/useT.js';
import { RaidLeadersTable } from '../features/leaders/RaidLeadersTable.js';
import { usePageTitle } from '../app/navigation/usePageTitle.js';

export function Component() {
  const t = useT();
  usePageTitle(t('nav.raidLeaders'));
  return (
    <>
      <h1 className="page-title">{t('nav.raidLeaders')}</h1>
      <RaidLeadersTable />
    </>
  );
}
