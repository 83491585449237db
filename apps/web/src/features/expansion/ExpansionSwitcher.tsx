import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../ui/icons.js';
import { expansionHref } from './pageExpansion.js';
import { useExpansion } from './useExpansion.js';

/** Links to the same site for another expansion: its subdomain, or the main domain for the current one. */
export function ExpansionSwitcher() {
  const { t } = useTranslation();
  const { shown, expansions } = useExpansion();
  if (!shown) return null;

  return (
    <Dropdown>
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        className="header-pill"
        aria-label={t('header.expansionOf', { name: shown.nameEng })}
      >
        <span className="d-none d-lg-inline">{shown.nameEng}</span>
        <span className="d-lg-none text-uppercase">{shown.shortName}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu variant="dark" className="shadow">
        <Dropdown.Header>{t('header.expansion')}</Dropdown.Header>
        {expansions.map((expansion) => {
          const selected = expansion.shortName === shown.shortName;
          return (
            <Dropdown.Item
              key={expansion.shortName}
              href={expansionHref(window.location, expansion.shortName, expansion.current)}
              active={selected}
              aria-current={selected ? 'page' : undefined}
              className="d-flex align-items-center justify-content-between gap-3"
            >
              {expansion.nameEng}
              {selected && <CheckIcon size={16} />}
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
