import { displayName } from '@raid/domain/rules/displayName';
import type { ReactNode } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errorText.js';
import { useRaidLeader } from '../../api/lists.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { userAvatarUrl } from '../../ui/discordImages.js';
import { ProfileHeader } from '../../ui/ProfileHeader.js';
import { usePageTitle } from '../../app/navigation/usePageTitle.js';

/**
 * /users/{user}: the user's head, their raids (`raids`, the raid list the route gives) and their attendance per
 * community; the Communities tab is not available yet (SPEC section 2).
 */
export function LeaderProfile({
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
  const leader = useRaidLeader(id);
  const name = leader.data ? displayName(leader.data) : undefined;
  usePageTitle(name);

  if (leader.isError) return <p className="alert alert-danger">{errorText(leader.error, language, t)}</p>;
  if (leader.data === null) return <p className="alert alert-secondary">{t('profile.userNotFound')}</p>;
  return (
    <>
      <ProfileHeader
        name={name}
        image={leader.data ? userAvatarUrl(leader.data.id, leader.data.avatar, 128) : null}
        details={
          leader.data && (
            <>
              {leader.data.premium === 1 && (
                <span className="badge badge-premium">{t('tables.premium')}</span>
              )}
              <span>{t('profile.raidsLed', { count: leader.data.raids })}</span>
            </>
          )
        }
      />
      <Tabs defaultActiveKey="raids" className="profile-tabs" mountOnEnter>
        <Tab eventKey="raids" title={t('profile.raidsTab')}>
          {raids}
        </Tab>
        <Tab eventKey="communities" title={t('profile.communitiesTab')} disabled />
        <Tab eventKey="attendance" title={t('attendance.tab')}>
          {attendance}
        </Tab>
      </Tabs>
    </>
  );
}
