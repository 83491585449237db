import type { ReactNode } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errorText.js';
import { useCommunity } from '../../api/lists.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { guildIconUrl } from '../../ui/discordImages.js';
import { ProfileHeader } from '../../ui/ProfileHeader.js';
import { usePageTitle } from '../../app/navigation/usePageTitle.js';
import { CalendarSubscribeLink } from './CalendarSubscribeLink.js';
import { InviteButton } from './InviteButton.js';

/**
 * /guilds/{guild}: the community's head with its invite button, its raids (`raids`, the raid list the route
 * gives; SPEC section 2) and its players' attendance.
 */
export function CommunityProfile({
  id,
  raids,
  attendance,
}: {
  id: string;
  raids: ReactNode;
  attendance: ReactNode;
}) {
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
        actions={
          <>
            <InviteButton guildId={id} />
            <CalendarSubscribeLink guildId={id} />
          </>
        }
      />
      <Tabs defaultActiveKey="raids" className="profile-tabs" mountOnEnter>
        <Tab eventKey="raids" title={t('profile.raidsTab')}>
          {raids}
        </Tab>
        {/* SPEC section 2's disabled second tab is attendance since issue 16 (docs/decisions.md). */}
        <Tab eventKey="attendance" title={t('attendance.tab')}>
          {attendance}
        </Tab>
      </Tabs>
    </>
  );
}
