import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { whenPageIdle } from '../live/pageIdle.js';
import type { LazyPage } from '../pageLoading.js';
import { fetchRouteFiles } from './routeFilesList.js';

/** What a route's `handle` tells the prefetcher: its page's code, and the answers its first screen needs. */
export interface PrefetchHandle {
  page: LazyPage;
  /** Asks for the page's first answers, when that is one cheap request (a raid of a raid card). */
  prefetchData?: (params: Params, queryClient: QueryClient) => void;
  /**
   * Whether the page will load its lazy sections for these params (a raid page its Gold section only for a
   * loot-bidding raid); without it, the sections are fetched with every hover of a link to the page.
   */
  needsParts?: (params: Params, queryClient: QueryClient) => Promise<boolean>;
}

const isPrefetchHandle = (handle: unknown): handle is PrefetchHandle =>
  typeof handle === 'object' && handle !== null && 'page' in handle;

/** A failed prefetch (offline for a moment) changes nothing: the page asks again when it is shown. */
const ignore = () => undefined;

/** The route an internal link of this tab leads to, other than the page already shown. */
function linkedRoute(link: Element | null, routes: RouteObject[]) {
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  const match = matchRoutes(routes, url.pathname)?.at(-1);
  return match && isPrefetchHandle(match.route.handle) ? { handle: match.route.handle, match } : null;
}

/**
 * A page's files fetched without evaluating them, or its code loaded where the build lists no files (the dev
 * server): evaluated, every route's chunks and style sheets would cost the page shown now main-thread time
 * and a style recalculation each (issue 31, p33-route).
 */
const fetchPageFiles = (page: LazyPage): Promise<unknown> =>
  (page.route !== undefined && fetchRouteFiles(page.route, 'page')) || page.preload();

/**
 * The files of every route's page, most likely first, each in an idle moment of its own with no answer on its
 * way, once the page has loaded: on a phone they would otherwise share its bandwidth with the first screen's
 * answers. Only fetched: a page's code runs and its style sheets apply when it is shown. Skipped when the
 * visitor asks to save data.
 */
function prefetchPagesWhenIdle(routes: RouteObject[], queryClient: QueryClient): () => void {
  const pages = routes
    .flatMap((route) => route.children ?? [])
    .map((route) => route.handle as unknown)
    .filter(isPrefetchHandle)
    .map((handle) => handle.page);
  let stopped = false;
  let cancelIdle = () => {};
  const idle = (run: () => void) => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 5_000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback: a moment after the last answer comes nearest.
      const id = setTimeout(run, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  let unsubscribe = () => {};
  /** Runs `then` in an idle moment with no answer on its way; an answer asked for meanwhile is waited for too. */
  const whenQuiet = (then: () => void) => {
    const check = () => {
      if (stopped || queryClient.isFetching() > 0) return;
      unsubscribe();
      idle(() => (queryClient.isFetching() > 0 ? whenQuiet(then) : then()));
    };
    unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  };
  const next = () => {
    const page = pages.shift();
    if (!stopped && page) whenQuiet(() => void fetchPageFiles(page).then(next, next));
  };
  void whenPageIdle().then(next);
  return () => {
    stopped = true;
    unsubscribe();
    cancelIdle();
  };
}

/** Whether the visitor's browser asks pages to save data (Chrome's data saver, Android's "Lite mode"). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Makes a warm route change paint at once (issue 31): every page's files are fetched when the browser is idle
 * after the first screen, and a link's page is loaded, with its first answers (a raid of a raid card) and its
 * lazy sections' files, as soon as the pointer enters it, it takes the focus or a finger touches it, before the click that follows. The links are
 * found by event delegation on the document, so every link of the app, however it is made, takes part.
 */
export function useRoutePrefetch(routes: RouteObject[]): void {
  const queryClient = useQueryClient();

  useEffect(
    () => (savesData() ? undefined : prefetchPagesWhenIdle(routes, queryClient)),
    [routes, queryClient],
  );

  useEffect(() => {
    let last: Element | null = null;
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      // The pointer moving across a link's own children reports it again and again.
      if (link === last) return;
      last = link;
      const route = linkedRoute(link, routes);
      if (!route) return;
      // The answers first: over HTTP/1.1 the files below would otherwise queue ahead of them.
      route.handle.prefetchData?.(route.match.params, queryClient);
      const { page } = route.handle;
      // Then the sections the page loads lazily as it mounts (a raid's Gold section), fetched so they are not
      // requested one import after another once it is shown; after the page's own code, which the first paint
      // needs and which they would otherwise queue ahead of, and only when the page will show them (a raid's
      // Gold section, about 73 KB, for a loot-bidding raid: known from its answer, asked for above).
      const { needsParts } = route.handle;
      page
        .preload()
        .then(() => needsParts?.(route.match.params, queryClient) ?? true)
        .then((needed) =>
          needed && page.route !== undefined ? fetchRouteFiles(page.route, 'parts') : undefined,
        )
        .catch(ignore);
    };
    const types = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of types) document.addEventListener(type, onIntent, { passive: true, capture: true });
    return () => {
      for (const type of types) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [routes, queryClient]);
}
