import { raidDateText } from '@raid/domain/rules/raidDateText';
import { raidCardState } from '@raid/domain/rules/raidLifecycle';
import type { RaidCard as RaidCardData } from '@raid/domain/schemas/raid';
import { useLanguage, useT } from '../../i18n/useT.js';
import { Link } from 'react-router';

import { Avatar } from '../../ui/Avatar.js';
import { useHighlighted } from '../../app/live/hooks.js';
import { guildIconUrl, userAvatarUrl } from '../../ui/discordImages.js';
import { FactionIcon } from '../../ui/gameIcons/FactionIcon.js';
import { useCatalogueZone } from '../../ui/gameIcons/useCatalogueZone.js';
import { ZoneEmblem } from '../../ui/gameIcons/ZoneEmblem.js';
import { DiscordIcon, HashIcon, UserPlusIcon, UsersIcon } from '../../ui/icons.js';
import { RaidTime } from '../../ui/raid/RaidTime.js';
import { discordChannelUrl, discordMessageUrl, raidSetup, zoneNames } from '../../ui/raid/raidTexts.js';
import { RequirementBadges } from '../../ui/raid/RequirementBadges.js';
import { PotBadge } from '../../ui/gdkp/PotBadge.js';
import { RoleCounts } from './RoleCounts.js';
import '../../ui/raid/raidCard.scss';

interface RaidCardProps {
  raid: RaidCardData;
  now: Date;
  /** Wrath shows gear score instead of item level. */
  gearScore: boolean;
  lastOpened: boolean;
  /** Told the card's element, so the list can bring it back to the same place on return. */
  onOpen: (id: number, card: HTMLElement) => void;
}

/**
 * One row of the raid list (SPEC section 2 "Raid card"). The title link covers the whole card; the links
 * inside it sit above that cover.
 */
export function RaidCard({ raid, now, gearScore, lastOpened, onOpen }: RaidCardProps) {
  const t = useT();
  const language = useLanguage();
  const isNew = useHighlighted('raid', raid.id);
  const zone = useCatalogueZone(raid.zoneID);
  const titleId = `raid-${raid.id}-title`;
  const filledPercent = raid.size > 0 ? Math.min(100, (raid.slotsFilled / raid.size) * 100) : 0;
  const open = raid.status === 'active';
  const community = raid.guildName ?? t('raid.community');
  const state = raidCardState({ date: raid.date, canceled: raid.status === 'canceled' }, now);
  const classes = ['raid-card', 'raid-state-stripe'];
  if (!open) classes.push('raid-card-closed');
  if (lastOpened) classes.push('raid-card-last-opened');
  if (isNew) classes.push('raid-card-new');

  return (
    <article
      className={classes.join(' ')}
      aria-labelledby={titleId}
      data-raid-id={raid.id}
      data-state={state}
    >
      <div className="raid-card-when">
        <RaidTime date={raid.date} now={now} />
        {raid.status === 'canceled' && <span className="badge text-bg-danger">{t('raid.canceled')}</span>}
        {raid.status === 'completed' && (
          <span className="badge text-bg-secondary">{t('raid.completed')}</span>
        )}
      </div>

      <div className="raid-card-main zone-banner">
        {/* Decorative: the zone names are the title beside it. */}
        <ZoneEmblem zone={zone} decorative size={44} lazy />
        <div className="zone-banner-text">
          <h2 className="raid-card-title" id={titleId}>
            <Link
              to={`/raids/${raid.id}`}
              className="stretched-link"
              onClick={(event) => {
                const card = event.currentTarget.closest('article');
                if (card) onOpen(raid.id, card);
              }}
            >
              {zoneNames(raid, language)}
              {/* Every card of a zone would otherwise share one link name: the date and set-up tell them apart. */}
              <span className="visually-hidden">
                , {raidDateText(new Date(raid.date), language)}, {raidSetup(raid, language)}
              </span>
            </Link>
          </h2>
          <div className="raid-card-setup">{raidSetup(raid, language)}</div>
          <PotBadge potCopper={raid.potCopper} />
          {raid.teamName && (
            // A team raid names its team (issue 30) on a line of its own, so the community's line stays whole.
            <div className="raid-card-team">
              <UsersIcon size={14} />
              <span className="visually-hidden">{t('teams.team')}: </span>
              {raid.teamName}
            </div>
          )}
          <RequirementBadges raid={raid} gearScore={gearScore} />
        </div>
      </div>

      <div className="raid-card-people">
        <div className="raid-card-realm">
          <FactionIcon factionId={raid.factionID} decorative size={16} lazy />
          {raid.serverName} · {language === 'ru' ? raid.faction : raid.factionEng}
        </div>
        <Link to={`/guilds/${raid.discordServer}`} className="raid-card-person above-cover">
          <Avatar src={guildIconUrl(raid.discordServer, raid.guildIcon)} name={community} size={20} />
          <span className="text-truncate">{community}</span>
        </Link>
        <Link to={`/users/${raid.userID}`} className="raid-card-person above-cover">
          <Avatar src={userAvatarUrl(raid.userID, raid.avatar)} name={raid.userRepresentation} size={20} />
          <span className="text-truncate">
            <span className="visually-hidden">{t('raid.organiser')}: </span>
            {raid.userRepresentation}
          </span>
        </Link>
      </div>

      <div className="raid-card-roster">
        <div className="raid-card-slots">
          <span>
            <strong>{raid.slotsFilled}</strong>
            <span className="text-body-secondary">/{raid.size}</span>
            <span className="visually-hidden"> {t('raid.slotsFilled')}</span>
          </span>
          <span className="raid-card-signed-up" title={t('raid.signedUp', { count: raid.recordsCount })}>
            <UserPlusIcon size={14} />
            <span aria-hidden>{raid.recordsCount}</span>
            <span className="visually-hidden">{t('raid.signedUp', { count: raid.recordsCount })}</span>
          </span>
        </div>
        <div
          className="progress raid-card-progress"
          role="progressbar"
          aria-valuenow={raid.slotsFilled}
          aria-valuemin={0}
          aria-valuemax={raid.size}
          aria-label={t('raid.slotsFilledOf', { filled: raid.slotsFilled, size: raid.size })}
        >
          <div className="progress-bar" style={{ width: `${filledPercent}%` }} />
        </div>
        <RoleCounts tanks={raid.tanks} healers={raid.healers} dps={raid.dps} />
      </div>

      {open && (
        <div className="raid-card-links">
          <a
            href={discordMessageUrl(raid)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-sm btn-discord above-cover"
          >
            <DiscordIcon size={14} />
            <span>{t('raid.discord')}</span>
            <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
          </a>
          <a
            href={discordChannelUrl(raid)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-sm btn-outline-secondary above-cover"
          >
            <HashIcon size={14} />
            <span>{t('raid.channel')}</span>
            <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
          </a>
        </div>
      )}
    </article>
  );
}
