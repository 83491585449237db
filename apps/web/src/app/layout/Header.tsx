import { useT } from '../../i18n/useT.js';
import { Link } from 'react-router';
import { ExpansionSwitcher } from '../expansion/ExpansionSwitcher.js';
import { UserMenu } from '../session/UserMenu.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';

export function Header({ loggingIn }: { loggingIn: boolean }) {
  const t = useT();
  return (
    <header className="app-header">
      <Link to="/" className="app-brand" aria-label={t('header.home')}>
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <span className="app-brand-name">{t('app.name')}</span>
      </Link>
      <div className="app-header-tools">
        {loggingIn && (
          <span className="text-body-secondary small d-flex align-items-center gap-2" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden />
            <span className="d-none d-sm-inline">{t('header.loggingIn')}</span>
          </span>
        )}
        <ExpansionSwitcher />
        <LanguageSwitcher />
        <UserMenu loggingIn={loggingIn} />
      </div>
    </header>
  );
}
