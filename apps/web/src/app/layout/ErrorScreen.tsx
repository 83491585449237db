import { Component, type ReactNode } from 'react';
import { useT } from '../../i18n/useT.js';
import { Link } from 'react-router';
import { usePageTitle } from '../navigation/usePageTitle.js';
import { AlertIcon } from '../../ui/icons.js';

/** 'Oops!', 'Sorry, an unexpected error has occurred.' and what happened (SPEC section 2 error screen). */
function ErrorScreen({ detail }: { detail: string }) {
  const t = useT();
  usePageTitle(t('errors.oops'));
  return (
    <section className="error-screen">
      <AlertIcon size={56} className="error-screen-icon" />
      <h1>{t('errors.oops')}</h1>
      <p className="lead">{t('errors.unexpected')}</p>
      <p className="error-screen-detail">
        <i>{detail}</i>
      </p>
      <Link to="/" className="btn btn-primary mt-2">
        {t('errors.toAllRaids')}
      </Link>
    </section>
  );
}

export function NotFoundScreen() {
  const t = useT();
  return <ErrorScreen detail={t('errors.notFound')} />;
}

/** Whatever a page threw: its message, 404's own wording by default. */
function PageErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  const detail = error instanceof Error && error.message ? error.message : t('errors.notFound');
  return <ErrorScreen detail={detail} />;
}

interface PageErrorBoundaryProps {
  /** Another address is another page: its error, if any, is its own. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering, its code failing to load included, and shows the error screen
 * inside the frame, so the navigation stays usable.
 */
export class PageErrorBoundary extends Component<
  PageErrorBoundaryProps,
  { error: unknown; resetKey: string }
> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error === null ? this.props.children : <PageErrorScreen error={this.state.error} />;
  }
}
