import { webcalUrl } from '@raid/domain/rules/calendarLinks';
import { useRef, useState } from 'react';
import { Alert, Button, Form, InputGroup, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed, useRegenerateCalendarFeed } from '../../api/calendar.js';
import { errorText } from '../../api/errorText.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { ConfirmDialog } from '../../ui/confirm/ConfirmDialog.js';
import { CalendarIcon } from '../../ui/icons.js';

type CopyState = 'idle' | 'copied' | 'refused';

/**
 * The personal calendar feed (issue 16): its address to copy or open as a subscription, and a new address
 * for when the old one was shared by mistake (the address alone gives access to the feed).
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const url = feed.data?.url;

  const copyAddress = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // Without clipboard access the address is selected for the reader to copy themselves.
      field.current?.select();
      setCopy('refused');
    }
  };

  return (
    <div>
      <p className="settings-hint">{t('calendar.personalHint')}</p>
      {feed.isPending && <Spinner size="sm" role="status" aria-label={t('app.loading')} />}
      {feed.isError && <Alert variant="warning">{errorText(feed.error, language, t)}</Alert>}
      {url && (
        <>
          <InputGroup size="sm" className="mb-2">
            <Form.Control
              ref={field}
              readOnly
              value={url}
              aria-label={t('calendar.address')}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outline-secondary" onClick={() => void copyAddress()}>
              {t('calendar.copy')}
            </Button>
          </InputGroup>
          <p className="small text-body-secondary" role="status">
            {copy === 'copied' && t('calendar.copied')}
            {copy === 'refused' && t('calendar.copyRefused')}
          </p>
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
          setCopy('idle');
          regenerate.mutate();
        }}
      />
    </div>
  );
}
