import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.js';
import { useCommunity } from '../../api/guilds.js';
import { guildIconUrl } from '../../ui/discordImages.js';
import { ProfilePage } from '../../ui/ProfilePage.js';
import { usePageTitle } from '../../app/navigation/usePageTitle.js';
import { CalendarSubscribeLink } from './CalendarSubscribeLink.js';
import { InviteButton } from './InviteButton.js';

/**
 * /guilds/{guild}: the community's head with its invite button, its raids (`raids`, the raid list the route
 * gives; SPEC section 2), its teams (issue 30) and its players' attendance.
 */
export function CommunityProfile({
  id,
  raids,
  attendance,
  gdkp,
  teams,
}: {
  id: string;
  raids: ReactNode;
  attendance: ReactNode;
  gdkp?: ReactNode;
  teams: ReactNode;
}) {
  const t = useT();
  const community = useCommunity(id);
  usePageTitle(community.data?.name);

  return (
    <ProfilePage
      query={community}
      notFound={t('profile.communityNotFound')}
      name={community.data?.name}
      image={community.data ? guildIconUrl(community.data.id, community.data.icon, 128) : null}
      raidsText={community.data ? t('profile.raids', { count: community.data.raids }) : undefined}
      actions={
        <>
          <InviteButton guildId={id} />
          <CalendarSubscribeLink guildId={id} />
        </>
      }
      raids={raids}
      attendance={attendance}
      gdkp={gdkp}
      teams={teams}
    />
  );
}
