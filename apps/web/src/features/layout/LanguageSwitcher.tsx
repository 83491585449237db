import { languages, type Language } from '@raid/domain/rules/language';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { CheckIcon, GlobeIcon } from '../../ui/icons.js';

/** Language names are written in their own language, so a reader finds theirs whatever is shown now. */
const languageNames: Record<Language, string> = { en: 'English', ru: 'Русский' };

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dropdown>
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        className="header-pill"
        aria-label={t('header.languageOf', { name: languageNames[language] })}
      >
        <GlobeIcon size={16} className="me-1" />
        <span className="text-uppercase">{language}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu variant="dark" className="shadow">
        {languages.map((option) => (
          <Dropdown.Item
            key={option}
            as="button"
            lang={option}
            active={option === language}
            onClick={() => void switchLanguage(option)}
            className="d-flex align-items-center justify-content-between gap-3"
          >
            {languageNames[option]}
            {option === language && <CheckIcon size={16} />}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
