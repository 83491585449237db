import { lazy, useSyncExternalStore, type ComponentType } from 'react';

let loading = 0;
const listeners = new Set<() => void>();

// React asks for a lazy page while rendering, where a store must not wake its readers synchronously.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A route's page (a module exporting `Component`, routes/), loaded when first shown. While its code is on the
 * way, `usePageLoading` is true: the router keeps the previous page on screen meanwhile, so the frame shows a
 * progress bar instead.
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => {
    loading += 1;
    notify();
    return load()
      .then((module) => ({ default: module.Component }))
      .finally(() => {
        loading -= 1;
        notify();
      });
  });
}

export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, () => loading > 0);
}
