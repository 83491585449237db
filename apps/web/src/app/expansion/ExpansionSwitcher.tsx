import { useT } from '../../i18n/useT.js';
import { CheckIcon } from '../../ui/icons.js';
import { Menu } from '../../ui/Menu.js';
import { expansionHref } from './pageExpansion.js';
import { useExpansion } from './useExpansion.js';

type Expansions = ReturnType<typeof useExpansion>['expansions'];

/** The menu's entries, made when it opens: they read the page's address, which a server-drawn page has not. */
function ExpansionLinks({ expansions, shown }: { expansions: Expansions; shown: string }) {
  return expansions.map((expansion) => {
    const selected = expansion.shortName === shown;
    return (
      <a
        key={expansion.shortName}
        href={expansionHref(window.location, expansion.shortName, expansion.current)}
        aria-current={selected ? 'page' : undefined}
        className={`dropdown-item d-flex align-items-center justify-content-between gap-3${selected ? ' active' : ''}`}
      >
        {expansion.nameEng}
        {selected && <CheckIcon size={16} />}
      </a>
    );
  });
}

/** Links to the same site for another expansion: its subdomain, or the main domain for the current one. */
export function ExpansionSwitcher() {
  const t = useT();
  const { shown, expansions } = useExpansion();
  if (!shown) return null;

  return (
    <Menu
      toggleClassName="btn btn-outline-secondary btn-sm header-pill"
      // The name holds the short name a phone shows, so a voice command naming it finds the button.
      toggleLabel={t('header.expansionOf', {
        name: `${shown.nameEng} (${shown.shortName.toUpperCase()})`,
      })}
      toggleContent={
        <>
          <span className="d-none d-lg-inline">{shown.nameEng}</span>
          <span className="d-lg-none text-uppercase">{shown.shortName}</span>
        </>
      }
      menuClassName="dropdown-menu-dark shadow"
    >
      <div className="dropdown-header">{t('header.expansion')}</div>
      <ExpansionLinks expansions={expansions} shown={shown.shortName} />
    </Menu>
  );
}
