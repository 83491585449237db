import { useRoutes, type RouteObject } from 'react-router';
import { withAllStrings } from '../i18n/i18n.js';
import { AppLayout } from './layout/AppLayout.js';
import { NotFoundScreen } from './layout/ErrorScreen.js';
import { prefetchProfile, prefetchRaid, raidNeedsParts } from './navigation/pagePrefetches.js';
import { useRoutePrefetch, type PrefetchHandle } from './navigation/routePrefetch.js';
import { lazyPage, type LazyPage } from './pageLoading.js';

const Home = lazyPage(() => import('../routes/home.js'), 'home');
const Raid = lazyPage(
  withAllStrings(() => import('../routes/raid.js')),
  'raid',
);
const Users = lazyPage(
  withAllStrings(() => import('../routes/users.js')),
  'users',
);
const User = lazyPage(
  withAllStrings(() => import('../routes/user.js')),
  'user',
);
const Guilds = lazyPage(
  withAllStrings(() => import('../routes/guilds.js')),
  'guilds',
);
const Guild = lazyPage(
  withAllStrings(() => import('../routes/guild.js')),
  'guild',
);
const About = lazyPage(
  withAllStrings(() => import('../routes/about.js')),
  'about',
);
const Instruction = lazyPage(
  withAllStrings(() => import('../routes/instruction.js')),
  'instruction',
);
const Privacy = lazyPage(
  withAllStrings(() => import('../routes/privacy.js')),
  'privacy',
);
const Terms = lazyPage(
  withAllStrings(() => import('../routes/terms.js')),
  'terms',
);

/** A route's page, with what the prefetcher needs to know of it (navigation/routePrefetch.ts). */
function page(Page: LazyPage, prefetch: Omit<PrefetchHandle, 'page'> = {}) {
  const handle: PrefetchHandle = { page: Page, ...prefetch };
  return { element: <Page />, handle };
}

/**
 * The routes of SPEC section 2 inside the frame. Every page is its own chunk (routes/), so the first load
 * carries the frame and the raid list only; the others are fetched before they are asked for.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, ...page(Home) },
      { path: 'raids/:id', ...page(Raid, { prefetchData: prefetchRaid, needsParts: raidNeedsParts }) },
      { path: 'users', ...page(Users) },
      { path: 'users/:user', ...page(User, { prefetchData: prefetchProfile }) },
      { path: 'guilds', ...page(Guilds) },
      { path: 'guilds/:guild', ...page(Guild) },
      { path: 'about', ...page(About) },
      { path: 'instruction', ...page(Instruction) },
      { path: 'privacy', ...page(Privacy) },
      { path: 'terms', ...page(Terms) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/**
 * React Router in declarative mode: the data router (loaders, actions, fetchers) would add 17 KB gzip to
 * every first load and the app loads its data with TanStack Query (docs/decisions.md, "Web performance").
 */
export function AppRoutes() {
  useRoutePrefetch(routes);
  return useRoutes(routes);
}
