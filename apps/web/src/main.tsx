import './app/zodWithoutEval.js';
import './styles/bootstrap.scss';
import './styles/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startQueryClient } from './app/App.js';
import { startPageExpansion } from './app/expansion/startPageExpansion.js';
import { drawsAsServer, readServerPage } from './app/serverPage/readServerPage.js';
import { loadPageOf } from './app/serverPage/serverPageState.js';
import { tellServer } from './app/serverPage/tellServer.js';
import { initI18n } from './i18n/i18n.js';
import { preferredLanguage } from './i18n/languagePreference.js';
import { setServerRenderedAt } from './ui/renderClock.js';

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
    <App queryClient={queryClient} />
  </StrictMode>
);
// Tells the browser journeys which start the page took.
document.documentElement.dataset.start = hydrating ? 'hydrated' : 'drawn';
if (hydrating) {
  // The server's HTML is hydrated by the same tree: the page's code is there before, and its clock is the server's.
  await loadPageOf(window.location.pathname);
  setServerRenderedAt(serverPage.renderedAt);
  hydrateRoot(root, app);
} else {
  // As a transition React draws the first page in slices, leaving the browser free to paint and answer input.
  startTransition(() => createRoot(root).render(app));
}
tellServer(language);
