import { resolveLanguage, type Language } from '@raid/domain/rules/language';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { sendCallsThrough } from './api/http.js';
import { setRequestLanguage, setRequestSubdomain } from './api/requestContext.js';
import { prefetchFirstReads } from './app/App.js';
import { chooseExpansion } from './app/expansion/pageExpansion.js';
import { createQueryClient } from './app/queryClient.js';
import { RAID_ADDRESS } from './app/raidAddress.js';
import { AppRoutes } from './app/router.js';
import { loadPageOf, zoneOffsets, type ServerPageState } from './app/serverPage/serverPageState.js';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import { setServerRenderedAt } from './ui/renderClock.js';

/** A page request as the server passes it. */
export interface PageRequest {
  /** The path and query. */
  url: string;
  host: string;
  /** The language the visitor chose (the `userLanguage` cookie), and the browser's (Accept-Language). */
  savedLanguage: string | null;
  browserLanguages: string[];
  /** Answers a GET of the API as the visitor (their cookies, host and address). */
  call: (url: string) => Promise<{ status: number; body: string }>;
}

export interface RenderedPage {
  language: Language;
  /** Draws the page's HTML; synchronous, so the caller can set the time zone around it. */
  draw: () => { html: string; state: ServerPageState };
}

/** React's mark of a Suspense boundary whose content threw on the server and is left to the client. */
const CLIENT_RENDERED_PART = '<!--$!-->';

/** The first screens worth drawing on the server: the raid list and a raid, at their plain addresses. */
function drawnOnServer(url: string): boolean {
  return url === '/' || RAID_ADDRESS.test(url);
}

const i18nReady = i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en }, ru: { translation: ru } },
  interpolation: { escapeValue: false },
});

/**
 * The server's first screen (docs/decisions.md, "Server-rendered first screen"): the same reads and the same
 * components as the browser's start (main.tsx), drawn to a string. Null for an address it does not draw, or
 * when a read failed (the browser then starts as without it). The page's expansion, language and the calls'
 * transport are module state, as in the browser: the caller draws one page at a time.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  if (!drawnOnServer(request.url)) return null;
  const [hostname = ''] = request.host.split(':');
  const expansion = chooseExpansion({ host: request.host, hostname, search: '' }, null);
  const language = resolveLanguage(request.savedLanguage, request.browserLanguages);
  await i18nReady;
  await i18next.changeLanguage(language);
  setRequestSubdomain(expansion);
  setRequestLanguage(language);
  sendCallsThrough(async (input) => {
    const answer = await request.call(String(input));
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const queryClient = createQueryClient();
  try {
    const [read] = await Promise.all([
      prefetchFirstReads(queryClient, { pathname: request.url, search: '' }, false),
      loadPageOf(request.url),
    ]);
    if (!read) return null;
  } finally {
    sendCallsThrough(null);
  }
  return {
    language,
    draw: () => {
      const renderedAt = Date.now();
      setServerRenderedAt(renderedAt);
      try {
        const html = renderToString(
          <StrictMode>
            <QueryClientProvider client={queryClient}>
              <StaticRouter location={request.url}>
                <AppRoutes />
              </StaticRouter>
            </QueryClientProvider>
          </StrictMode>,
        );
        // A part that failed to draw is left to the browser by React (`<!--$!-->`): the page is not drawn then.
        if (html.includes(CLIENT_RENDERED_PART))
          throw new Error('a part of the page failed to draw on the server');
        const state: ServerPageState = {
          queries: dehydrate(queryClient),
          language,
          expansion,
          renderedAt,
          zoneOffsets: zoneOffsets(renderedAt),
        };
        return { html, state };
      } finally {
        setServerRenderedAt(null);
        queryClient.clear();
      }
    },
  };
}
