import './app/zodWithoutEval.js';
import './styles/bootstrap.scss';
import './styles/theme.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startQueryClient } from './app/App.js';
import { startPageExpansion } from './app/expansion/startPageExpansion.js';
import { drawsAsServer, readServerPage } from './app/serverPage/readServerPage.js';
import { loadPageOf } from './app/serverPage/serverPageState.js';
import { tellServer } from './app/serverPage/tellServer.js';
import { yieldToBrowser } from './app/start/yieldToBrowser.js';
import { initI18n } from './i18n/i18n.js';
import { preferredLanguage } from './i18n/languagePreference.js';
import { setServerRenderedAt } from './ui/renderClock.js';

/** Tells the browser journeys the app has taken over the page, and how: hydrating the server's HTML or drawing. */
function Started({ how }: { how: 'hydrated' | 'drawn' }) {
  useEffect(() => {
    document.documentElement.dataset.start = how;
  }, [how]);
  return null;
}

/*
 * The start runs in steps, each in its own task (`yieldToBrowser`): the modules' evaluation, the remembered
 * choices, the translations, the query client with the server's answers, the page's code, then the first
 * render. The render is a transition, so React renders it in slices too: on a phone each step is a short task,
 * and the browser paints and takes input between them instead of waiting for all of it.
 */
await yieldToBrowser();
// The tab's first storage reads (a sessionStorage and a localStorage item) wait for the browser to open both
// areas: a task of their own, not one with the translations' set-up (together 10 ms and more of a busy phone).
const expansion = startPageExpansion();
const language = preferredLanguage();
await yieldToBrowser();
await initI18n(language);
await yieldToBrowser();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const serverPage = readServerPage();
const hydrating = serverPage !== null && drawsAsServer(serverPage, language, expansion);
const queryClient = startQueryClient(hydrating ? serverPage.queries : undefined);
const app = (
  <StrictMode>
    <Started how={hydrating ? 'hydrated' : 'drawn'} />
    <App queryClient={queryClient} />
  </StrictMode>
);
/**
 * Over the server's HTML the page's code is there before the first render: hydrating needs it, and drawing the
 * page over it must not show an empty middle first. Not awaited by this module: the page's chunk imports the
 * modules of this one, which would wait for it.
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  if (serverPage !== null) {
    await loadPageOf(window.location.pathname);
    await yieldToBrowser();
  }
  if (hydrating) {
    // The server's HTML is hydrated by the same tree, drawn from the server's clock.
    setServerRenderedAt(serverPage.renderedAt);
    startTransition(() => {
      hydrateRoot(root as HTMLElement, app);
    });
  } else {
    startTransition(() => createRoot(root as HTMLElement).render(app));
  }
  tellServer(language, hydrating);
}

void start();
