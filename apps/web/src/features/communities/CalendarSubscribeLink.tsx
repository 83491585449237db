import { webcalUrl } from '@raid/domain/rules/calendarLinks';
import { useLanguage, useT } from '../../i18n/useT.js';
import { communityFeedAddress } from '../../api/calendar.js';

import { CalendarIcon } from '../../ui/icons.js';

/** Subscribes the reader's calendar app to the community's raids (issue 16). */
export function CalendarSubscribeLink({ guildId }: { guildId: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <a className="btn btn-outline-secondary" href={webcalUrl(communityFeedAddress(guildId, language))}>
      <CalendarIcon size={16} className="me-1" />
      {t('calendar.subscribeToCalendar')}
    </a>
  );
}
