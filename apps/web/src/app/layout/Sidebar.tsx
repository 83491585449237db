import { useT } from '../../i18n/useT.js';
import { useNavEntries } from './navEntries.js';
import { ExternalLinks, InternalLinks, SettingsEntry } from './NavLinks.js';

/** The desktop navigation (wider than 768 px). */
export function Sidebar() {
  const t = useT();
  const { main, pages, external, showSettings } = useNavEntries();
  return (
    <nav className="app-sidebar" aria-label={t('nav.main')}>
      <InternalLinks entries={main} />
      {showSettings && <SettingsEntry />}
      <hr />
      <InternalLinks entries={pages} />
      {external.length > 0 && <hr />}
      <ExternalLinks entries={external} />
    </nav>
  );
}
