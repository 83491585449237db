import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { LiveProvider } from '../live/LiveProvider.js';
import { DialogHost } from '../raid-dialog/DialogHost.js';
import { useOAuthReturn } from '../session/useOAuthReturn.js';
import { SettingsDialogHost } from '../settings/SettingsDialogHost.js';
import { ToastProvider } from '../toasts/ToastProvider.js';
import { BottomPanel } from './BottomPanel.js';
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

function Frame({ hydrating }: { hydrating: boolean }) {
  const { t } = useTranslation();
  const { pending } = useOAuthReturn(!hydrating);
  const navigation = useNavigation();
  const main = useMainFocusOnPageChange();
  return (
    <>
      <a href="#main" className="skip-link visually-hidden-focusable">
        {t('app.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t('app.loading')} />
      )}
      <Header loggingIn={pending} />
      <Sidebar />
      <main id="main" className="app-main" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
      <BottomPanel />
      {!hydrating && <DialogHost />}
      {!hydrating && <SettingsDialogHost />}
      <ScrollRestoration />
    </>
  );
}

/**
 * The frame of every page: header, sidebar or bottom panel, toasts, and the route in the middle. While the
 * first page's code loads (`hydrating`) it shows without a middle and leaves the login return to the real one.
 */
export function AppLayout({ hydrating = false }: { hydrating?: boolean }) {
  return (
    <ToastProvider>
      <LiveProvider enabled={!hydrating}>
        <Frame hydrating={hydrating} />
      </LiveProvider>
    </ToastProvider>
  );
}
