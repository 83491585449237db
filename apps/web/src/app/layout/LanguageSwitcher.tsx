import { languages, type Language } from '@raid/domain/rules/language';
import { useLanguage, useT } from '../../i18n/useT.js';
import { switchLanguage } from '../../i18n/i18n.js';

import { CheckIcon, GlobeIcon } from '../../ui/icons.js';
import { Menu } from '../../ui/Menu.js';

/** Language names are written in their own language, so a reader finds theirs whatever is shown now. */
const languageNames: Record<Language, string> = { en: 'English', ru: 'Русский' };

export function LanguageSwitcher() {
  const t = useT();
  const language = useLanguage();
  return (
    <Menu
      toggleClassName="btn btn-outline-secondary btn-sm header-pill"
      // The name holds the code the button shows, so a voice command naming it finds the button; not in
      // brackets, which label-in-name checks (axe's label-content-name-mismatch) leave out.
      toggleLabel={t('header.languageOf', { name: `${language.toUpperCase()}, ${languageNames[language]}` })}
      toggleContent={
        <>
          <GlobeIcon size={16} className="me-1" />
          <span className="text-uppercase">{language}</span>
        </>
      }
      menuClassName="dropdown-menu-dark shadow"
    >
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={`dropdown-item d-flex align-items-center justify-content-between gap-3${option === language ? ' active' : ''}`}
          onClick={() => void switchLanguage(option)}
        >
          {languageNames[option]}
          {option === language && <CheckIcon size={16} />}
        </button>
      ))}
    </Menu>
  );
}
