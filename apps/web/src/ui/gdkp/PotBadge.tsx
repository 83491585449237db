import { useT } from '../../i18n/useT.js';
import { useMoney } from './useMoney.js';

/** A loot-bidding raid's pot on its card and in its header; nothing for other loot systems (null). */
export function PotBadge({ potCopper }: { potCopper: number | null }) {
  const t = useT();
  const money = useMoney();
  if (potCopper === null) return null;
  return (
    <span className="badge rounded-pill text-bg-warning raid-pot" data-testid="raid-pot">
      {t('gdkp.potOnCard', { amount: money(potCopper) })}
    </span>
  );
}
