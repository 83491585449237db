import { displayName } from '@raid/domain/rules/displayName';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useInit, useLogIn, useLogout } from '../../api/session.js';
import { Avatar } from '../../ui/Avatar.js';
import { userAvatarUrl } from '../../ui/discordImages.js';
import { LogInIcon, LogOutIcon, UserIcon } from '../../ui/icons.js';

/** The header's avatar menu: 'Log in with Discord' for a visitor, the user's name and 'Logout' otherwise. */
export function UserMenu({ loggingIn }: { loggingIn: boolean }) {
  const { t } = useTranslation();
  const init = useInit();
  const logIn = useLogIn();
  const logout = useLogout();
  const user = init.data?.user ?? null;
  const name = user ? displayName(user) : null;

  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="header-avatar-toggle"
        aria-label={name ? t('header.accountOf', { name }) : t('header.account')}
        disabled={loggingIn}
      >
        {user && name ? (
          <Avatar src={userAvatarUrl(user.id, user.avatar)} name={name} size={32} />
        ) : (
          <span className="avatar avatar-guest" aria-hidden>
            <UserIcon size={18} />
          </span>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu variant="dark" className="shadow">
        {user && name ? (
          <>
            <Dropdown.Header>{t('header.signedInAs', { name })}</Dropdown.Header>
            <Dropdown.Item as="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOutIcon className="me-2" />
              {t('header.logout')}
            </Dropdown.Item>
          </>
        ) : (
          <Dropdown.Item as="button" onClick={() => void logIn()}>
            <LogInIcon className="me-2" />
            {t('header.login')}
          </Dropdown.Item>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
