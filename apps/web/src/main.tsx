import './app/zodWithoutEval.js';
import './styles/bootstrap.scss';
import './styles/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startQueryClient } from './app/App.js';
import { startPageExpansion } from './app/expansion/startPageExpansion.js';
import { initI18n } from './i18n/i18n.js';
import { preferredLanguage } from './i18n/languagePreference.js';

startPageExpansion();
await initI18n(preferredLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const queryClient = startQueryClient();
// As a transition React draws the first page in slices, leaving the browser free to paint and answer input.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
