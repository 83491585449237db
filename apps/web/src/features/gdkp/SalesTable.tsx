import type { Boss } from '@raid/domain/catalogue/types';
import { dayTimeText } from '@raid/domain/rules/raidDateText';
import { useLanguage, useT } from '../../i18n/useT.js';
import type { GdkpSale } from '../../api/gdkp.js';

import { ExternalLinkIcon } from '../../ui/icons.js';
import { useMoney } from '../../ui/gdkp/useMoney.js';
import { bossName } from './bossName.js';

const GOLD = 10_000;

function ItemName({ sale }: { sale: GdkpSale }) {
  const t = useT();
  if (!sale.itemUrl) return <>{sale.itemName}</>;
  return (
    <a href={sale.itemUrl} target="_blank" rel="noreferrer noopener" className="gdkp-item-link">
      {sale.itemName}
      <ExternalLinkIcon size={12} />
      <span className="visually-hidden"> {t('gdkp.sales.opensDatabase')}</span>
    </a>
  );
}

/** The ledger's sales, newest first; the leader and bankers edit and delete them while it is open. */
export function SalesTable({
  sales,
  bosses,
  editable,
  onEdit,
  onDelete,
}: {
  sales: readonly GdkpSale[];
  /** The bosses of the raid's zones, to name each sale's boss. */
  bosses: readonly Boss[];
  editable: boolean;
  onEdit: (sale: GdkpSale) => void;
  onDelete: (sale: GdkpSale) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const money = useMoney();
  if (sales.length === 0) return <p className="text-body-secondary gdkp-empty">{t('gdkp.sales.empty')}</p>;
  const bossOf = (sale: GdkpSale) => {
    const boss = bosses.find((candidate) => candidate.id === sale.boss);
    return boss ? bossName(boss, language) : '';
  };
  // Neither a date formatter nor a collator (raidDateText.ts, dateOrder.ts): the first of each in a page is a
  // long task on a phone, and here they were most of the ledger's first drawing (issue 31, p34-page).
  const newestFirst = [...sales].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
  return (
    <div className="table-responsive gdkp-table-wrap">
      <table className="table table-sm align-middle gdkp-table gdkp-sales">
        <caption className="visually-hidden">{t('gdkp.sales.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('gdkp.sales.item')}</th>
            <th scope="col" className="gdkp-boss">
              {t('gdkp.sales.boss')}
            </th>
            <th scope="col">{t('gdkp.sales.buyer')}</th>
            <th scope="col" className="text-end">
              {t('gdkp.sales.price')}
            </th>
            <th scope="col">{t('gdkp.sales.recorded')}</th>
            {editable && (
              <th scope="col">
                <span className="visually-hidden">{t('gdkp.sales.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((sale) => (
            <tr key={sale.id}>
              <td className="gdkp-item">
                <ItemName sale={sale} />
                {bossOf(sale) && (
                  <div className="gdkp-boss-under small text-body-secondary">{bossOf(sale)}</div>
                )}
              </td>
              <td className="gdkp-boss">{bossOf(sale)}</td>
              <td>{sale.buyerName}</td>
              <td className="text-end text-nowrap gdkp-money">{money(sale.priceGold * GOLD)}</td>
              <td className="small text-body-secondary">
                {t('gdkp.sales.recordedBy', {
                  name: sale.createdBy.name,
                  date: dayTimeText(new Date(sale.createdAt), language),
                })}
              </td>
              {editable && (
                <td className="text-end text-nowrap">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={t('gdkp.sales.editItem', { item: sale.itemName })}
                    onClick={() => onEdit(sale)}
                  >
                    {t('gdkp.sales.edit')}
                  </button>{' '}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={t('gdkp.sales.deleteItem', { item: sale.itemName })}
                    onClick={() => onDelete(sale)}
                  >
                    {t('gdkp.sales.delete')}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
