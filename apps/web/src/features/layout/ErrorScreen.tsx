import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../navigation/usePageTitle.js';
import { AlertIcon } from '../../ui/icons.js';

/** 'Oops!', 'Sorry, an unexpected error has occurred.' and what happened (SPEC section 2 error screen). */
export function ErrorScreen({ detail }: { detail: string }) {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  return <ErrorScreen detail={t('errors.notFound')} />;
}

/** Whatever a route threw: its status text or message, 404's own wording by default. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  let detail: string = t('errors.notFound');
  if (isRouteErrorResponse(error) && error.status !== 404) {
    detail = t('errors.status', { status: error.status, text: error.statusText });
  } else if (error instanceof Error && error.message) {
    detail = error.message;
  }
  return <ErrorScreen detail={detail} />;
}
