import type { ComponentType } from 'react';
import { useInit } from '../../api/session.js';
import {
  BookIcon,
  CrownIcon,
  DiscordIcon,
  FileIcon,
  HeartIcon,
  HomeIcon,
  InfoIcon,
  LockIcon,
  PlusCircleIcon,
  UserIcon,
  UsersIcon,
  type IconProps,
} from '../../ui/icons.js';

type NavLabel =
  | 'nav.allRaids'
  | 'nav.myRaids'
  | 'nav.communities'
  | 'nav.raidLeaders'
  | 'nav.about'
  | 'nav.instruction'
  | 'nav.privacy'
  | 'nav.terms'
  | 'nav.addBot'
  | 'nav.community'
  | 'nav.premium';

export interface NavEntry {
  to: string;
  label: NavLabel;
  icon: ComponentType<IconProps>;
}

/** The entries of the sidebar and the bottom panel (SPEC section 2 "Navigation"), for the viewer. */
export function useNavEntries() {
  const init = useInit().data;
  const user = init?.user ?? null;
  const botInviteLink = init?.botInviteLink;

  const main: NavEntry[] = [
    { to: '/', label: 'nav.allRaids', icon: HomeIcon },
    ...(user && user.raids > 0
      ? [{ to: `/users/${user.id}`, label: 'nav.myRaids', icon: UserIcon } as const]
      : []),
    { to: '/guilds', label: 'nav.communities', icon: UsersIcon },
    { to: '/users', label: 'nav.raidLeaders', icon: CrownIcon },
  ];
  const pages: NavEntry[] = [
    { to: '/about', label: 'nav.about', icon: InfoIcon },
    { to: '/instruction', label: 'nav.instruction', icon: BookIcon },
    { to: '/privacy', label: 'nav.privacy', icon: LockIcon },
    { to: '/terms', label: 'nav.terms', icon: FileIcon },
  ];
  const external: NavEntry[] = [
    ...(botInviteLink ? [{ to: botInviteLink, label: 'nav.addBot', icon: PlusCircleIcon } as const] : []),
    ...(import.meta.env.VITE_COMMUNITY_URL
      ? [{ to: import.meta.env.VITE_COMMUNITY_URL, label: 'nav.community', icon: DiscordIcon } as const]
      : []),
    ...(import.meta.env.VITE_PREMIUM_URL
      ? [{ to: import.meta.env.VITE_PREMIUM_URL, label: 'nav.premium', icon: HeartIcon } as const]
      : []),
  ];
  return { main, pages, external, showSettings: user !== null };
}
