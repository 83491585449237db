import { createElement, lazy, useSyncExternalStore, type ComponentType } from 'react';

let loading = 0;
const listeners = new Set<() => void>();

// React asks for a lazy page while rendering, where a store must not wake its readers synchronously.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

type PageModule = { Component: ComponentType };

/** A lazy page that can be loaded ahead, to be drawn at once rather than suspend (server rendering, hydration). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A route's page (a module exporting `Component`, routes/), loaded when first shown. While its code is on the
 * way, `usePageLoading` is true: the router keeps the previous page on screen meanwhile, so the frame shows a
 * progress bar instead. Once `preload` has loaded it, it draws without suspending, as the server's HTML of the
 * page must be hydrated by the same tree (no Suspense fallback in between).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | null = null;
  const Lazy = lazy(() => {
    loading += 1;
    notify();
    return load()
      .then((module) => ({ default: module.Component }))
      .finally(() => {
        loading -= 1;
        notify();
      });
  });
  const Page = () => createElement(loaded ? loaded.Component : Lazy);
  return Object.assign(Page, {
    preload: async () => {
      loaded = await load();
    },
  });
}

export function usePageLoading(): boolean {
  // A server-drawn page is drawn with its code there (`preload`).
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
