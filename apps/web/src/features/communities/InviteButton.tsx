import { errorMessage } from '@raid/domain/errors/catalogue';
import { Button, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { useInvite } from '../../api/guilds.js';

import { DiscordIcon } from '../../ui/icons.js';
import { useToast } from '../../app/toasts/toastContext.js';

/**
 * Joins the community's Discord: the invite opens in a new tab, or 'Failed to create an invite' shows when
 * the bot could not make one (SPEC section 8).
 */
export function InviteButton({ guildId }: { guildId: string }) {
  const t = useT();
  const invite = useInvite();
  const showToast = useToast();
  const language = useLanguage();
  const failed = () => showToast({ variant: 'danger', text: errorMessage('inviteFailed', language) });

  const join = () => {
    // The tab opens during the click, before the answer, or a popup blocker would stop it.
    const tab = window.open('', '_blank');
    invite.mutate(guildId, {
      onSuccess: (link) => {
        if (link && tab) {
          tab.opener = null;
          tab.location.href = link;
          return;
        }
        tab?.close();
        if (link) window.location.assign(link);
        else failed();
      },
      onError: () => {
        tab?.close();
        failed();
      },
    });
  };

  return (
    <Button variant="primary" className="btn-discord-solid" onClick={join} disabled={invite.isPending}>
      {invite.isPending ? <Spinner animation="border" size="sm" /> : <DiscordIcon size={16} />}
      <span className="ms-2">{t('profile.invite')}</span>
    </Button>
  );
}
