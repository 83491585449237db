import { Suspense, useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT.js';
import { Outlet, useLocation } from 'react-router';
import { usePageLoading } from '../pageLoading.js';
import { LiveProvider } from '../live/LiveProvider.js';
import { useScrollMemory } from '../navigation/useScrollMemory.js';
import { DialogHost } from '../dialogs/DialogHost.js';
import { useOAuthReturn } from '../session/useOAuthReturn.js';
import { SettingsDialogHost } from '../dialogs/SettingsDialogHost.js';
import { ToastProvider } from '../toasts/ToastProvider.js';
import { BottomPanel } from './BottomPanel.js';
import { PageErrorBoundary } from './ErrorScreen.js';
import { Header } from './Header.js';
import { Sidebar } from './Sidebar.js';
import './layout.css';

/**
 * After moving to another page, focus goes to its content, so keyboard and screen reader users start there
 * instead of on a link that is gone. Filters and other query changes keep the focus where it is.
 */
function useMainFocusOnPageChange() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

function Frame() {
  const t = useT();
  const { pending } = useOAuthReturn();
  const pageLoading = usePageLoading();
  const { pathname } = useLocation();
  const main = useMainFocusOnPageChange();
  useScrollMemory();
  return (
    <>
      <a href="#main" className="skip-link visually-hidden-focusable">
        {t('app.skipToContent')}
      </a>
      {pageLoading && <div className="route-progress" role="progressbar" aria-label={t('app.loading')} />}
      <Header loggingIn={pending} />
      <Sidebar />
      <main id="main" className="app-main" tabIndex={-1} ref={main}>
        <PageErrorBoundary resetKey={pathname}>
          {/* The first page's code is on its way: the frame shows with an empty middle. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <BottomPanel />
      <DialogHost />
      <SettingsDialogHost />
    </>
  );
}

/** The frame of every page: header, sidebar or bottom panel, toasts, and the route in the middle. */
export function AppLayout() {
  return (
    <ToastProvider>
      <LiveProvider>
        <Frame />
      </LiveProvider>
    </ToastProvider>
  );
}
