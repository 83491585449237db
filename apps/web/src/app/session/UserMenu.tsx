import { displayName } from '@raid/domain/rules/displayName';
import { useT } from '../../i18n/useT.js';
import { useInit, useLogIn, useLogout } from '../../api/session.js';
import { Avatar } from '../../ui/Avatar.js';
import { userAvatarUrl } from '../../ui/discordImages.js';
import { LogInIcon, LogOutIcon, UserIcon } from '../../ui/icons.js';
import { Menu } from '../../ui/Menu.js';

/** The header's avatar menu: 'Log in with Discord' for a visitor, the user's name and 'Logout' otherwise. */
export function UserMenu({ loggingIn }: { loggingIn: boolean }) {
  const t = useT();
  const init = useInit();
  const logIn = useLogIn();
  const logout = useLogout();
  const user = init.data?.user ?? null;
  const name = user ? displayName(user) : null;

  return (
    <Menu
      alignEnd
      toggleClassName="btn btn-link header-avatar-toggle"
      toggleLabel={name ? t('header.accountOf', { name }) : t('header.account')}
      disabled={loggingIn}
      toggleContent={
        user && name ? (
          <Avatar src={userAvatarUrl(user.id, user.avatar)} name={name} size={32} />
        ) : (
          <span className="avatar avatar-guest" aria-hidden>
            <UserIcon size={18} />
          </span>
        )
      }
      menuClassName="dropdown-menu-dark shadow"
    >
      {user && name ? (
        <>
          <div className="dropdown-header">{t('header.signedInAs', { name })}</div>
          <button
            type="button"
            className="dropdown-item"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOutIcon className="me-2" />
            {t('header.logout')}
          </button>
        </>
      ) : (
        <button type="button" className="dropdown-item" onClick={() => void logIn()}>
          <LogInIcon className="me-2" />
          {t('header.login')}
        </button>
      )}
    </Menu>
  );
}
