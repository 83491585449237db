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

const expansion = startPageExpansion();
const language = preferredLanguage();
await initI18n(language);

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
  if (serverPage !== null) await loadPageOf(window.location.pathname);
  if (hydrating) {
    // The server's HTML is hydrated by the same tree, drawn from the server's clock.
    setServerRenderedAt(serverPage.renderedAt);
    hydrateRoot(root as HTMLElement, app);
  } else {
    // As a transition React draws the first page in slices, leaving the browser free to paint and answer input.
    startTransition(() => createRoot(root as HTMLElement).render(app));
  }
}

void start();
tellServer(language);
