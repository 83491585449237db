import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/useT.js';
import { NavLink } from 'react-router';
import { withAllStrings } from '../../i18n/i18n.js';
import { MoreIcon } from '../../ui/icons.js';
import { useNavEntries } from './navEntries.js';
import { useEntryActive } from './NavLinks.js';

// The sheet (and react-bootstrap's Offcanvas) loads when 'More' is first pressed.
const MoreSheet = lazy(withAllStrings(() => import('./MoreSheet.js')));

/**
 * The mobile navigation (768 px wide or less): the main entries along the bottom edge, the rest in a sheet
 * that 'More' opens.
 */
export function BottomPanel() {
  const t = useT();
  const { main } = useNavEntries();
  const [moreOpen, setMoreOpen] = useState(false);
  // Once opened, the sheet stays mounted, so closing it slides it away.
  const [moreUsed, setMoreUsed] = useState(false);
  const active = useEntryActive();
  const close = () => setMoreOpen(false);

  return (
    <nav className="app-bottom-panel" aria-label={t('nav.main')}>
      <ul>
        {main.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) => (active(to, isActive) ? 'bottom-entry active' : 'bottom-entry')}
            >
              <Icon size={20} />
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="bottom-entry"
            aria-expanded={moreOpen}
            aria-controls="more-navigation"
            onClick={() => {
              setMoreUsed(true);
              setMoreOpen(true);
            }}
          >
            <MoreIcon size={20} />
            <span>{t('nav.more')}</span>
          </button>
        </li>
      </ul>
      {moreUsed && (
        <Suspense fallback={null}>
          <MoreSheet show={moreOpen} onClose={close} />
        </Suspense>
      )}
    </nav>
  );
}
