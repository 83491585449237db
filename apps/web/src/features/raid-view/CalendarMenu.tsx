import { googleCalendarUrl, webcalUrl } from '@raid/domain/rules/calendarLinks';
import type { Raid } from '@raid/domain/schemas/raid';
import { useLanguage, useT } from '../../i18n/useT.js';
import { communityFeedAddress } from '../../api/calendar.js';

import { CalendarIcon } from '../../ui/icons.js';
import { Menu } from '../../ui/Menu.js';
import { raidSetup, zoneNames } from '../../ui/raid/raidTexts.js';

/** This raid's page, on the expansion the reader is on (named by `subdomain` on hosts without subdomains). */
function raidPageAddress(raidId: number): string {
  const here = new URL(window.location.href);
  const address = new URL(`/raids/${raidId}`, here.origin);
  const subdomain = here.searchParams.get('subdomain');
  if (subdomain) address.searchParams.set('subdomain', subdomain);
  return address.toString();
}

/** The menu's entries, made when it opens: they read the page's address, which a server-drawn page has not. */
function CalendarLinks({ raid }: { raid: Raid }) {
  const t = useT();
  const language = useLanguage();
  const link = raidPageAddress(raid.id);
  const google = googleCalendarUrl({
    title: `${zoneNames(raid, language)} ${raidSetup(raid, language)}`,
    start: new Date(raid.date),
    details: [raid.comment, link].filter(Boolean).join('\n\n'),
  });
  return (
    <>
      <a className="dropdown-item" href={google} target="_blank" rel="noopener noreferrer">
        {t('calendar.addToGoogle')}
      </a>
      <a className="dropdown-item" href={webcalUrl(communityFeedAddress(raid.discordServer, language))}>
        {t('calendar.subscribeCommunity', { community: raid.guildName ?? t('raid.community') })}
      </a>
    </>
  );
}

/**
 * The raid in the reader's calendar (issue 16): added once to Google Calendar, or the community's feed
 * subscribed to, which follows reschedules and cancels of this raid and brings the next ones.
 */
export function CalendarMenu({ raid }: { raid: Raid }) {
  const t = useT();
  return (
    <Menu
      toggleClassName="btn btn-outline-secondary"
      toggleLabel={t('calendar.menuLabel')}
      toggleContent={
        <>
          <CalendarIcon size={16} />
          <span>{t('calendar.menu')}</span>
        </>
      }
      alignEnd
    >
      <CalendarLinks raid={raid} />
    </Menu>
  );
}
