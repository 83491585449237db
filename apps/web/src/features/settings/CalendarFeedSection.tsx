import { webcalUrl } from '@raid/domain/rules/calendarLinks';
import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { useCalendarFeed, useRegenerateCalendarFeed } from '../../api/calendar.js';
import { errorText } from '../../api/errorText.js';

import { ConfirmDialog } from '../../ui/confirm/ConfirmDialog.js';
import { CopyField } from '../../ui/CopyField.js';
import { CalendarIcon } from '../../ui/icons.js';

/**
 * The personal calendar feed (issue 16): its address to copy or open as a subscription, and a new address
 * for when the old one was shared by mistake (the address alone gives access to the feed).
 */
export function CalendarFeedSection() {
  const t = useT();
  const language = useLanguage();
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url;

  return (
    <div>
      <p className="settings-hint">{t('calendar.personalHint')}</p>
      {feed.isPending && <Spinner size="sm" role="status" aria-label={t('app.loading')} />}
      {feed.isError && <Alert variant="warning">{errorText(feed.error, language, t)}</Alert>}
      {url && (
        <>
          <CopyField
            key={url}
            value={url}
            groupClassName="mb-2"
            statusClassName="small text-body-secondary"
            texts={{
              label: t('calendar.address'),
              copy: t('calendar.copy'),
              copied: t('calendar.copied'),
              refused: t('calendar.copyRefused'),
            }}
          />
          <div className="d-flex flex-wrap gap-2">
            <a className="btn btn-sm btn-outline-light" href={webcalUrl(url)}>
              <CalendarIcon size={16} className="me-1" />
              {t('calendar.subscribe')}
            </a>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={regenerate.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('calendar.regenerate')}
            </Button>
          </div>
          <p className="settings-hint mt-2 mb-0">{t('calendar.privateHint')}</p>
        </>
      )}
      {regenerate.isError && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {errorText(regenerate.error, language, t)}
        </Alert>
      )}
      <ConfirmDialog
        show={confirming}
        danger
        body={t('calendar.regenerateConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          regenerate.mutate();
        }}
      />
    </div>
  );
}
