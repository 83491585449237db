import { raidCardState } from '@raid/domain/rules/raidLifecycle';
import type { Raid } from '@raid/domain/schemas/raid';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { Link } from 'react-router';

import { Avatar } from '../../ui/Avatar.js';
import { guildIconUrl, userAvatarUrl } from '../../ui/discordImages.js';
import { FactionIcon } from '../../ui/gameIcons/FactionIcon.js';
import { useCatalogueZone } from '../../ui/gameIcons/useCatalogueZone.js';
import { ZoneEmblem } from '../../ui/gameIcons/ZoneEmblem.js';
import { ArrowLeftIcon, BookIcon, CheckIcon, SettingsIcon, UserPlusIcon, UsersIcon } from '../../ui/icons.js';
import { RaidTime } from '../../ui/raid/RaidTime.js';
import { raidSetup, zoneNames } from '../../ui/raid/raidTexts.js';
import { RequirementBadges } from '../../ui/raid/RequirementBadges.js';
import { PotBadge } from '../../ui/gdkp/PotBadge.js';
import { CalendarMenu } from './CalendarMenu.js';
import type { RaidControls } from './raidControls.js';
import '../../ui/raid/raidCard.scss';

interface RaidHeaderProps {
  raid: Raid;
  now: Date;
  gearScore: boolean;
  controls: RaidControls;
  /** The Export menu, shown to everyone who can see the raid. */
  exportMenu: ReactNode;
  onBack: () => void;
  onHistory: () => void;
  onParameters: () => void;
  onSignUp: () => void;
}

/** Title (zones, size, difficulty, loot system, date, leader), the back button and the raid's controls. */
export function RaidHeader({ raid, now, gearScore, controls, exportMenu, ...actions }: RaidHeaderProps) {
  const t = useT();
  const language = useLanguage();
  const community = raid.guildName ?? t('raid.community');
  const zone = useCatalogueZone(raid.zoneID);
  // The stripe follows the raid's state as on its card; the faction has its emblem beside the realm.
  const state = raidCardState({ date: raid.date, canceled: raid.status === 'canceled' }, now);
  return (
    <header className="raid-header">
      <div className="raid-header-bar">
        <button type="button" className="btn btn-outline-light raid-back" onClick={actions.onBack}>
          <ArrowLeftIcon size={18} />
          <span>{t('nav.allRaids')}</span>
        </button>
        <div className="raid-controls">
          {controls.leaderTools && (
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={actions.onHistory}>
                <BookIcon size={16} />
                <span>{t('raidView.historyButton')}</span>
                <span className="badge rounded-pill text-bg-secondary raid-history-count">
                  {raid.messagesCount}
                  <span className="visually-hidden">
                    {' '}
                    {t('raidView.entries', { count: raid.messagesCount })}
                  </span>
                </span>
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={actions.onParameters}>
                <SettingsIcon size={16} />
                <span>{t('raidView.parameters')}</span>
              </button>
            </>
          )}
          <CalendarMenu raid={raid} />
          {exportMenu}
          {controls.signUp && (
            <button
              type="button"
              className={`btn ${controls.signUp === 'signUp' ? 'btn-primary' : 'btn-outline-light'}`}
              onClick={actions.onSignUp}
            >
              {controls.signUp === 'signUp' ? <UserPlusIcon size={16} /> : <CheckIcon size={16} />}
              <span>{t(controls.signUp === 'signUp' ? 'raidView.signUp' : 'raidView.editSignUp')}</span>
            </button>
          )}
        </div>
      </div>

      <div className="raid-title-block raid-state-stripe" data-state={state}>
        <RaidTime date={raid.date} now={now} />
        <div className="raid-title-main zone-banner">
          {/* Decorative: the zone names are the heading beside it. */}
          <ZoneEmblem zone={zone} decorative size={64} />
          <div className="zone-banner-text">
            <h1 className="raid-title">
              {zoneNames(raid, language)}
              {raid.status === 'canceled' && (
                <span className="badge text-bg-danger">{t('raid.canceled')}</span>
              )}
              {raid.status === 'completed' && (
                <span className="badge text-bg-secondary">{t('raid.completed')}</span>
              )}
            </h1>
            <p className="raid-title-setup">{raidSetup(raid, language)}</p>
            <RequirementBadges raid={raid} gearScore={gearScore} />
            <PotBadge potCopper={raid.potCopper} />
          </div>
        </div>
        <div className="raid-title-people">
          <div className="raid-card-realm">
            <FactionIcon factionId={raid.factionID} decorative size={18} />
            {raid.serverName} · {language === 'ru' ? raid.faction : raid.factionEng}
          </div>
          <Link to={`/users/${raid.userID}`} className="raid-card-person">
            <Avatar src={userAvatarUrl(raid.userID, raid.avatar)} name={raid.userRepresentation} size={22} />
            <span className="text-truncate">
              <span className="visually-hidden">{t('raid.organiser')}: </span>
              {raid.userRepresentation}
            </span>
          </Link>
          <Link to={`/guilds/${raid.discordServer}`} className="raid-card-person">
            <Avatar src={guildIconUrl(raid.discordServer, raid.guildIcon)} name={community} size={22} />
            <span className="text-truncate">{community}</span>
          </Link>
          {raid.teamName && (
            // A team raid names its team (issue 30) on a line of its own, so the community's line stays whole.
            <div className="raid-card-team">
              <UsersIcon size={16} />
              <span className="visually-hidden">{t('teams.team')}: </span>
              {raid.teamName}
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
