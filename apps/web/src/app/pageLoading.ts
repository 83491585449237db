import { lazy, useSyncExternalStore, type ComponentType } from 'react';

let pagesLoading = 0;
const listeners = new Set<() => void>();

// React asks for a lazy page while rendering, where a store must not wake its readers synchronously.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

type PageModule = { Component: ComponentType };

/**
 * React.lazy calls `then` of what its loader returns and, when the callback has run by the time `then`
 * returns, renders the component at once; a resolved Promise would call back a microtask later, after React
 * has suspended.
 */
function alreadyLoaded(Component: ComponentType): Promise<{ default: ComponentType }> {
  const thenable = {
    then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: Component }),
  };
  return thenable as unknown as Promise<{ default: ComponentType }>;
}

/**
 * A route's page as the router renders it, a way to load its code before it is shown, and the name its files
 * are listed by in the build (`src/routes/<route>.tsx`, navigation/routeFilesList.ts).
 */
export type LazyPage = ComponentType & { preload: () => Promise<unknown>; route?: string };

/**
 * A route's page (a module exporting `Component`, routes/), loaded when first shown or when `preload` asks
 * for it first (a link hovered: navigation/routePrefetch.ts; the browser's idle moments only fetch its files,
 * without evaluating them). While its code is on the way,
 * `usePageLoading` is true: the router keeps the previous page on screen meanwhile, so the frame shows a
 * progress bar instead. Code already here is handed to React at once (`alreadyLoaded`): a prefetched page
 * renders in the click's own render, not in one after a suspension, and a server-drawn page hydrates by the same
 * tree (its code preloaded on both sides, so no Suspense fallback comes in between).
 */
export function lazyPage(load: () => Promise<PageModule>, route?: string): LazyPage {
  let loaded: PageModule | null = null;
  let loading: Promise<PageModule> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed fetch (offline for a moment) may be tried again by the next hover or the render.
        loading = null;
        throw error;
      },
    ));
  const Page = lazy(() => {
    if (loaded) return alreadyLoaded(loaded.Component);
    pagesLoading += 1;
    notify();
    return preload()
      .then((module) => ({ default: module.Component }))
      .finally(() => {
        pagesLoading -= 1;
        notify();
      });
  });
  return Object.assign(Page, route === undefined ? { preload } : { preload, route });
}

export function usePageLoading(): boolean {
  // A server-drawn page is drawn with its code there (`preload`).
  return useSyncExternalStore(
    subscribe,
    () => pagesLoading > 0,
    () => false,
  );
}
