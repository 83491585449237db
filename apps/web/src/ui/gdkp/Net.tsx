import { useT } from '../../i18n/useT.js';
import { useMoney } from './useMoney.js';

/** A signed amount in words and colour: what a player receives (positive) or pays (negative). */
export function Net({ copper }: { copper: number }) {
  const t = useT();
  const money = useMoney();
  if (copper === 0) return <span className="text-body-secondary">{money(0)}</span>;
  return copper > 0 ? (
    <span className="text-success">{t('gdkp.payouts.receives', { amount: money(copper) })}</span>
  ) : (
    <span className="text-danger">{t('gdkp.payouts.pays', { amount: money(-copper) })}</span>
  );
}
