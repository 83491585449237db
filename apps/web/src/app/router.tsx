import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../features/layout/AppLayout.js';
import { NotFoundScreen, RouteErrorScreen } from '../features/layout/ErrorScreen.js';

/**
 * The routes of SPEC section 2. Every page is its own chunk (routes/), so the first load carries the frame and
 * the raid list only.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // While the first page's code loads, the frame already shows (with an empty middle).
    hydrateFallbackElement: <AppLayout hydrating />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Errors of a page show inside the frame, so the navigation stays usable.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, lazy: () => import('../routes/home.js') },
          { path: 'raids/:id', lazy: () => import('../routes/raid.js') },
          { path: 'users', lazy: () => import('../routes/users.js') },
          { path: 'users/:user', lazy: () => import('../routes/user.js') },
          { path: 'guilds', lazy: () => import('../routes/guilds.js') },
          { path: 'guilds/:guild', lazy: () => import('../routes/guild.js') },
          { path: 'about', lazy: () => import('../routes/about.js') },
          { path: 'instruction', lazy: () => import('../routes/instruction.js') },
          { path: 'privacy', lazy: () => import('../routes/privacy.js') },
          { path: 'terms', lazy: () => import('../routes/terms.js') },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
