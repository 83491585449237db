import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout.js';
import { NotFoundScreen } from './layout/ErrorScreen.js';
import { lazyPage } from './pageLoading.js';

const Home = lazyPage(() => import('../routes/home.js'));
const Raid = lazyPage(() => import('../routes/raid.js'));
const Users = lazyPage(() => import('../routes/users.js'));
const User = lazyPage(() => import('../routes/user.js'));
const Guilds = lazyPage(() => import('../routes/guilds.js'));
const Guild = lazyPage(() => import('../routes/guild.js'));
const About = lazyPage(() => import('../routes/about.js'));
const Instruction = lazyPage(() => import('../routes/instruction.js'));
const Privacy = lazyPage(() => import('../routes/privacy.js'));
const Terms = lazyPage(() => import('../routes/terms.js'));

/**
 * The routes of SPEC section 2 inside the frame. Every page is its own chunk (routes/), so the first load
 * carries the frame and the raid list only.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'raids/:id', element: <Raid /> },
      { path: 'users', element: <Users /> },
      { path: 'users/:user', element: <User /> },
      { path: 'guilds', element: <Guilds /> },
      { path: 'guilds/:guild', element: <Guild /> },
      { path: 'about', element: <About /> },
      { path: 'instruction', element: <Instruction /> },
      { path: 'privacy', element: <Privacy /> },
      { path: 'terms', element: <Terms /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/**
 * React Router in declarative mode: the data router (loaders, actions, fetchers) would add 17 KB gzip to
 * every first load and the app loads its data with TanStack Query (docs/decisions.md, "Web performance").
 */
export function AppRoutes() {
  return useRoutes(routes);
}
