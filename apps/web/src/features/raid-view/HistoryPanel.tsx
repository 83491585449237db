import type { HistoryEntry } from '@raid/domain/schemas/history';
import { Alert, Offcanvas, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useRaidHistory } from '../../api/history.js';

import { Avatar } from '../../ui/Avatar.js';
import { GameImage } from '../../ui/gameIcons/GameImage.js';
import { userAvatarUrl } from '../../ui/discordImages.js';
import { gdkpHistoryText, isGdkpEvent } from './gdkpHistoryText.js';

function formatDate(value: string | null, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

function charLabel(name: string | null, spec: string | null): string {
  if (!name) return '';
  return spec ? `${name} (${spec})` : name;
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const t = useT();
  const language = useLanguage();
  const who = entry.username ?? t('raidView.history.someone');
  const event = entry.event;
  const text = isGdkpEvent(event)
    ? gdkpHistoryText(event, entry, t, language)
    : t(`raidView.history.events.${event}`, {
        prev: charLabel(entry.prevCharName, entry.prevSpec),
        next: charLabel(entry.nextCharName, entry.nextSpec),
        from: formatDate(entry.misc, language),
        to: formatDate(entry.misc2, language),
      });
  return (
    <li className="history-entry">
      <Avatar src={entry.userID ? userAvatarUrl(entry.userID, entry.avatar) : null} name={who} size={30} />
      <div className="history-entry-body">
        <div className="history-entry-head">
          <strong>{who}</strong>
          <time dateTime={entry.date}>{formatDate(entry.date, language)}</time>
        </div>
        <p className="history-entry-text">
          {/* Decorative: the text names the characters and their specs. */}
          {entry.prevImage && <GameImage image={entry.prevImage} lazy />}
          {entry.nextImage && entry.nextImage !== entry.prevImage && (
            <GameImage image={entry.nextImage} lazy />
          )}
          {text}
        </p>
        {entry.text && <blockquote className="history-entry-reason">{entry.text}</blockquote>}
      </div>
    </li>
  );
}

/** The raid's history in a side panel (SPEC section 2); Escape closes it before anything else. */
export function HistoryPanel({
  raidId,
  show,
  onHide,
}: {
  raidId: number;
  show: boolean;
  onHide: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const history = useRaidHistory(raidId, show);
  let body;
  if (history.isPending) {
    body = (
      <div className="history-loading">
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('app.loading')}</span>
        </Spinner>
      </div>
    );
  } else if (history.isError) {
    body = <Alert variant="danger">{errorText(history.error, language, t)}</Alert>;
  } else if (history.data.length === 0) {
    body = <p className="text-body-secondary">{t('raidView.history.empty')}</p>;
  } else {
    body = (
      <ol className="history-list">
        {history.data.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ol>
    );
  }
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      className="history-panel"
      aria-labelledby="history-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('raidView.history.close')}>
        <Offcanvas.Title id="history-title">{t('raidView.history.title')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{body}</Offcanvas.Body>
    </Offcanvas>
  );
}
