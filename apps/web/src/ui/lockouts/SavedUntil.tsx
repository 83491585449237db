import { raidDateText } from '@raid/domain/rules/raidDateText';
import { useLanguage, useT } from '../../i18n/useT.js';

import { LockIcon } from '../icons.js';
import './lockouts.css';

/** "Saved until Wed, Apr 2, 06:00" in the viewer's local time (issue 30); `short` is a lock with it as title. */
export function SavedUntil({ until, short = false }: { until: string; short?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const text = t('lockouts.savedUntil', { date: raidDateText(new Date(until), language) });
  if (!short) return <span className="saved-until">{text}</span>;
  // A lock on the chip, where the name needs the room; the whole sentence for screen readers and on hover.
  return (
    <span className="record-status record-status-saved" title={text}>
      <LockIcon size={11} />
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
