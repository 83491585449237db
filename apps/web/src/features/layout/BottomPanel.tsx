import { useState } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MoreIcon } from '../../ui/icons.js';
import { useNavEntries } from './navEntries.js';
import { ExternalLinks, InternalLinks, SettingsEntry, useEntryActive } from './NavLinks.js';

/**
 * The mobile navigation (768 px wide or less): the main entries along the bottom edge, the rest in a sheet
 * that 'More' opens.
 */
export function BottomPanel() {
  const { t } = useTranslation();
  const { main, pages, external, showSettings } = useNavEntries();
  const [moreOpen, setMoreOpen] = useState(false);
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
            onClick={() => setMoreOpen(true)}
          >
            <MoreIcon size={20} />
            <span>{t('nav.more')}</span>
          </button>
        </li>
      </ul>
      <Offcanvas
        id="more-navigation"
        show={moreOpen}
        onHide={close}
        placement="bottom"
        className="more-sheet"
        aria-labelledby="more-navigation-title"
      >
        <Offcanvas.Header closeButton closeLabel={t('common.close')}>
          <Offcanvas.Title id="more-navigation-title">{t('nav.more')}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          {showSettings && <SettingsEntry onFollow={close} />}
          <InternalLinks entries={pages} onFollow={close} />
          {external.length > 0 && <hr />}
          <ExternalLinks entries={external} onFollow={close} />
        </Offcanvas.Body>
      </Offcanvas>
    </nav>
  );
}
