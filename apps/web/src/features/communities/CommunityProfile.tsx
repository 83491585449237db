import type { ReactNode } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errorText.js';
import { useCommunity } from '../../api/lists.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { guildIconUrl } from '../../ui/discordImages.js';
import { ProfileHeader } from '../../ui/ProfileHeader.js';
import { usePageTitle } from '../../app/navigation/usePageTitle.js';
import { InviteButton } from './InviteButton.js';

/**
 * /guilds/{guild}: the community's head with its invite button and its raids (`raids`, the raid list the route
 * gives; SPEC section 2).
 */
export function CommunityProfile({ id, raids }: { id: string; raids: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const community = useCommunity(id);
  usePageTitle(community.data?.name);

  if (community.isError)
    return <p className="alert alert-danger">{errorText(community.error, language, t)}</p>;
  if (community.data === null)
    return <p className="alert alert-secondary">{t('profile.communityNotFound')}</p>;
  return (
    <>
      <ProfileHeader
        name={community.data?.name}
        image={community.data ? guildIconUrl(community.data.id, community.data.icon, 128) : null}
        details={
          community.data && (
            <>
              {community.data.premium === 1 && (
                <span className="badge badge-premium">{t('tables.premium')}</span>
              )}
              <span>{t('profile.raids', { count: community.data.raids })}</span>
            </>
          )
        }
        actions={<InviteButton guildId={id} />}
      />
      <Tabs defaultActiveKey="raids" className="profile-tabs" mountOnEnter>
        <Tab eventKey="raids" title={t('profile.raidsTab')}>
          {raids}
        </Tab>
        <Tab eventKey="leaders" title={t('profile.leadersTab')} disabled />
      </Tabs>
    </>
  );
}
