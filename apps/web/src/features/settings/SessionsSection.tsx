import { SESSION_IDLE_TIMEOUT_DAYS, SESSION_MAX_AGE_DAYS } from '@raid/domain/rules/sessionLifetime';
import type { ActiveSession } from '@raid/domain/schemas/session';
import { useState } from 'react';
import { Alert, Badge, Button, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useEndAllSessions, useEndOtherSessions, useEndSession, useSessions } from '../../api/sessions.js';

import { ConfirmDialog } from '../../ui/confirm/ConfirmDialog.js';

function SessionRow({
  session,
  onEnd,
  ending,
}: {
  session: ActiveSession;
  onEnd: () => void;
  ending: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const device = t('settings.sessionDevice', {
    browser: session.browser ?? t('settings.unknownBrowser'),
    os: session.os ?? t('settings.unknownSystem'),
  });
  return (
    <li className="session-row" aria-current={session.current || undefined}>
      <div className="session-title">
        <span>
          <span className="fw-semibold">{device}</span>
          {session.current && (
            <Badge bg="success" className="ms-2">
              {t('settings.thisSession')}
            </Badge>
          )}
        </span>
        <span className="small text-body-secondary">
          {t('settings.sessionCreated', { date: format.format(new Date(session.createdAt)) })}
          {', '}
          {t('settings.sessionLastSeen', { date: format.format(new Date(session.lastSeenAt)) })}
        </span>
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={t('settings.endSessionOf', { device })}
          disabled={ending}
          onClick={onEnd}
        >
          {t('settings.endSession')}
        </Button>
      )}
    </li>
  );
}

/** Where the user is logged in; logging out one device, every other one, or all of them. */
export function SessionsSection() {
  const t = useT();
  const language = useLanguage();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const endAll = useEndAllSessions();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const list = sessions.data?.sessions ?? [];
  const failure = endOne.error ?? endOthers.error ?? endAll.error;
  return (
    <div>
      <p className="settings-hint">
        {t('settings.sessionsHint')} {t('settings.sessionsIdle', { count: SESSION_IDLE_TIMEOUT_DAYS })}{' '}
        {t('settings.sessionsMaxAge', { count: SESSION_MAX_AGE_DAYS })}
      </p>
      {sessions.isPending && <Spinner size="sm" role="status" aria-label={t('app.loading')} />}
      {sessions.isError && <Alert variant="warning">{errorText(sessions.error, language, t)}</Alert>}
      {list.length > 0 && (
        <ul className="session-list">
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={endOne.isPending}
              onEnd={() => endOne.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={!list.some((session) => !session.current) || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {t('settings.endOtherSessions')}
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={list.length === 0 || endAll.isPending}
          onClick={() => setConfirmingAll(true)}
        >
          {t('settings.endAllSessions')}
        </Button>
      </div>
      {failure && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {errorText(failure, language, t)}
        </Alert>
      )}
      <ConfirmDialog
        show={confirmingAll}
        danger
        body={t('settings.endAllSessionsConfirm')}
        onCancel={() => setConfirmingAll(false)}
        onConfirm={() => {
          setConfirmingAll(false);
          endAll.mutate();
        }}
      />
    </div>
  );
}
