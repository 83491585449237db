import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from '../app/toasts/ToastProvider.js';

/**
 * Renders routes in memory with a fresh query client (no retries, so failures show at once). Answers come
 * from `fakeServer`.
 */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** One page element at a path, with the toasts every page may use. */
export function renderPage(element: ReactElement, options: { path?: string; at?: string } = {}) {
  const path = options.path ?? '/';
  return renderRoutes([{ path, element: <ToastProvider>{element}</ToastProvider> }], options.at ?? path);
}
