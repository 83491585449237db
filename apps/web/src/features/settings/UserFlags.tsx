import { userFlagNames, type User, type UserFlagName } from '@raid/domain/schemas/user';
import { Alert, Form } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useRefreshUser } from '../../api/settings.js';

import { PremiumNote, premiumBlocked } from './PremiumNote.js';

/** Flags that only Premium may switch on. */
const premiumFlags: ReadonlySet<UserFlagName> = new Set(['useDiscordEvents']);

/** The user's own flags (SPEC section 3 "User"), each saved at once through /api/refreshUser. */
export function UserFlags({ user }: { user: User }) {
  const t = useT();
  const language = useLanguage();
  const refresh = useRefreshUser();
  const premium = user.premium === 1;
  return (
    <div>
      <p className="settings-hint">{t('settings.userFlagsHint')}</p>
      <div className="settings-switches">
        {userFlagNames.map((name) => {
          const on = user[name] === 1;
          const blocked = premiumFlags.has(name) && premiumBlocked(premium, on);
          return (
            <div key={name}>
              <Form.Check
                type="switch"
                id={`user-flag-${name}`}
                label={t(`settings.flags.${name}`)}
                checked={on}
                disabled={blocked || refresh.isPending}
                aria-describedby={blocked ? `user-flag-${name}-premium` : undefined}
                onChange={(event) => refresh.mutate({ [name]: event.target.checked ? 1 : 0 })}
              />
              {blocked && <PremiumNote id={`user-flag-${name}-premium`} />}
            </div>
          );
        })}
      </div>
      {refresh.isError && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {errorText(refresh.error, language, t)}
        </Alert>
      )}
    </div>
  );
}
