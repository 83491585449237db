import { useT } from '../../i18n/useT.js';
import { NavLink, useLocation } from 'react-router';
import { ExternalLinkIcon, SettingsIcon } from '../../ui/icons.js';
import { useDialogParam } from '../navigation/dialogParam.js';
import type { NavEntry } from './navEntries.js';

interface LinkListProps {
  entries: NavEntry[];
  /** Called after a link is followed, e.g. to close the panel that shows the list. */
  onFollow?: (() => void) | undefined;
}

/** A raid opens inside the list (SPEC section 2), so 'All raids' stays marked on /raids/{id}. */
export function useEntryActive() {
  const { pathname } = useLocation();
  return (to: string, isActive: boolean) => isActive || (to === '/' && pathname.startsWith('/raids/'));
}

export function InternalLinks({ entries, onFollow }: LinkListProps) {
  const t = useT();
  const active = useEntryActive();
  return (
    <ul className="nav-list">
      {entries.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            className={({ isActive }) => (active(to, isActive) ? 'nav-entry active' : 'nav-entry')}
            onClick={onFollow}
          >
            <Icon />
            <span>{t(label)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function ExternalLinks({ entries, onFollow }: LinkListProps) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <ul className="nav-list">
      {entries.map(({ to, label, icon: Icon }) => (
        <li key={label}>
          <a href={to} target="_blank" rel="noopener noreferrer" className="nav-entry" onClick={onFollow}>
            <Icon />
            <span>{t(label)}</span>
            <ExternalLinkIcon size={12} className="nav-entry-external" />
            <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Settings is a dialog, not a page: the entry opens it over the current page. */
export function SettingsEntry({ onFollow }: { onFollow?: (() => void) | undefined }) {
  const t = useT();
  const { open } = useDialogParam();
  return (
    <button
      type="button"
      className="nav-entry"
      onClick={() => {
        onFollow?.();
        open('settings');
      }}
    >
      <SettingsIcon />
      <span>{t('nav.settings')}</span>
    </button>
  );
}
