import { rarityStyle } from '@raid/domain/rules/rarity';
import type { RaidCard } from '@raid/domain/schemas/raid';
import { useT } from '../../i18n/useT.js';

/** The raid's entry requirements: logs (coloured like Warcraft Logs parses), item level or gear score, extras. */
export function RequirementBadges({ raid, gearScore }: { raid: RaidCard; gearScore: boolean }) {
  const t = useT();
  const logs = raid.requiredLogs > 0 ? rarityStyle(raid.requiredLogs) : null;
  const none = !logs && raid.requiredIlvl <= 0 && !raid.byers && !raid.dontAskLogs;
  return (
    <ul className="requirement-badges">
      {logs && (
        <li className="badge" style={{ background: logs.background, color: logs.color }}>
          {t('raid.requiredLogs', { value: raid.requiredLogs })}
        </li>
      )}
      {raid.requiredIlvl > 0 && (
        <li className="badge text-bg-secondary">
          {t(gearScore ? 'raid.requiredGearScore' : 'raid.requiredIlvl', { value: raid.requiredIlvl })}
        </li>
      )}
      {raid.dontAskLogs && <li className="badge badge-outline">{t('raid.withoutLogs')}</li>}
      {raid.byers && <li className="badge badge-gold">{t('raid.buyersAllowed')}</li>}
      {raid.private && <li className="badge badge-outline">{t('raid.private')}</li>}
      {none && <li className="badge badge-outline">{t('raid.noRequirements')}</li>}
    </ul>
  );
}
