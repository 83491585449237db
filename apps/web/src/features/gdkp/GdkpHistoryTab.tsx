import { Alert, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { Link } from 'react-router';
import { errorText } from '../../api/errorText.js';
import { useGdkpHistory } from '../../api/gdkp.js';

import { Net } from '../../ui/gdkp/Net.js';
import { useMoney } from '../../ui/gdkp/useMoney.js';

/** The GDKP raids of a player (their own profile) or of a community: what was spent and received in each. */
export default function GdkpHistoryTab({ subject }: { subject: { user: string } | { guild: string } }) {
  const t = useT();
  const language = useLanguage();
  const money = useMoney();
  const history = useGdkpHistory(subject);
  if (history.isPending)
    return (
      <Spinner animation="border" size="sm" role="status" className="m-3">
        <span className="visually-hidden">{t('app.loading')}</span>
      </Spinner>
    );
  if (history.isError) return <Alert variant="danger">{errorText(history.error, language, t)}</Alert>;
  const { rows } = history.data;
  if (rows.length === 0) return <p className="text-body-secondary p-3">{t('gdkp.history.empty')}</p>;
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const spent = rows.reduce((sum, row) => sum + row.spentCopper, 0);
  const received = rows.reduce((sum, row) => sum + row.receivedCopper, 0);
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle gdkp-table gdkp-history">
        <caption className="visually-hidden">{t('gdkp.history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('gdkp.history.raid')}</th>
            <th scope="col">{t('gdkp.history.date')}</th>
            <th scope="col" className="text-end">
              {t('gdkp.history.spent')}
            </th>
            <th scope="col" className="text-end">
              {t('gdkp.history.received')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.raid}>
              <th scope="row">
                <Link to={`/raids/${row.raid}`}>{row.name}</Link>
              </th>
              <td className="text-nowrap">{dates.format(new Date(row.date))}</td>
              <td className="text-end text-nowrap">{money(row.spentCopper)}</td>
              <td className="text-end text-nowrap">
                <Net copper={row.receivedCopper} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('gdkp.history.total')}
            </th>
            <td className="text-end text-nowrap">{money(spent)}</td>
            <td className="text-end text-nowrap">
              <Net copper={received} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
