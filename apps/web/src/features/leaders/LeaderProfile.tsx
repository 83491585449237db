import { displayName } from '@raid/domain/rules/displayName';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.js';
import { useRaidLeader } from '../../api/users.js';
import { userAvatarUrl } from '../../ui/discordImages.js';
import { ProfilePage } from '../../ui/ProfilePage.js';
import { usePageTitle } from '../../app/navigation/usePageTitle.js';

/**
 * /users/{user}: the user's head, their raids (`raids`, the raid list the route gives) and their attendance per
 * community; the Communities tab is not available yet (SPEC section 2).
 */
export function LeaderProfile({
  id,
  raids,
  attendance,
  gdkp,
}: {
  id: string;
  raids: ReactNode;
  attendance: ReactNode;
  gdkp?: ReactNode;
}) {
  const t = useT();
  const leader = useRaidLeader(id);
  const name = leader.data ? displayName(leader.data) : undefined;
  usePageTitle(name);

  return (
    <ProfilePage
      query={leader}
      notFound={t('profile.userNotFound')}
      name={name}
      image={leader.data ? userAvatarUrl(leader.data.id, leader.data.avatar, 128) : null}
      raidsText={leader.data ? t('profile.raidsLed', { count: leader.data.raids }) : undefined}
      communitiesTab
      raids={raids}
      attendance={attendance}
      gdkp={gdkp}
    />
  );
}
