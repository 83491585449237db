import { webcalUrl } from '@raid/domain/rules/calendarLinks';
import { useTranslation } from 'react-i18next';
import { communityFeedAddress } from '../../api/calendar.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { CalendarIcon } from '../../ui/icons.js';

/** Subscribes the reader's calendar app to the community's raids (issue 16). */
export function CalendarSubscribeLink({ guildId }: { guildId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <a className="btn btn-outline-secondary" href={webcalUrl(communityFeedAddress(guildId, language))}>
      <CalendarIcon size={16} className="me-1" />
      {t('calendar.subscribeToCalendar')}
    </a>
  );
}
