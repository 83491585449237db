import { REPORT_ADDRESS_MAX, REPORT_MATCH_KINDS, type ReportMatchKind } from '@raid/domain/rules/raidReports';
import type { ReportPreviewAnswer } from '@raid/domain/schemas/raidReports';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage, useT } from '../../../i18n/useT.js';
import { errorText } from '../../../api/errorText.js';
import { useConfirmReport, useReportPreview } from '../../../api/raidReports.js';
import { useToast } from '../../../app/toasts/toastContext.js';

import './raidReports.css';

const KIND_STYLE: Record<ReportMatchKind, string> = {
  rosterPresent: 'text-bg-success',
  rosterAbsent: 'text-bg-danger',
  presentUnsigned: 'text-bg-info',
  benchPresent: 'text-bg-primary',
  unmatched: 'text-bg-secondary',
};

/**
 * For a completed raid's leader (issue 30, part 5): read a Warcraft Logs report, pasted or found in the
 * community's Warcraft Logs guild, see who of the raid it shows, and confirm it to record attendance from it.
 */
export function RaidReportPanel({ raidId }: { raidId: number }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const inputId = useId();
  const [address, setAddress] = useState('');
  const preview = useReportPreview(raidId);
  const confirm = useConfirmReport(raidId);
  const shown: ReportPreviewAnswer | undefined = preview.data;

  const read = (report: string | null) => {
    confirm.reset();
    preview.mutate(report);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    read(address);
  };
  const onConfirm = () => {
    if (!shown) return;
    confirm.mutate(shown.report.code, {
      onSuccess: (answer) =>
        toast({ variant: 'success', text: t('reports.confirmed', { count: answer.players }) }),
      onError: (error) => toast({ variant: 'danger', text: errorText(error, language, t) }),
    });
  };
  const counts = new Map<ReportMatchKind, number>();
  for (const row of shown?.rows ?? []) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);

  return (
    <section className="raid-report-panel" aria-labelledby="raid-report-title">
      <h2 id="raid-report-title" className="raid-report-title">
        {t('reports.title')}
      </h2>
      <p className="raid-report-hint">{t('reports.hint')}</p>
      <form className="raid-report-form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('reports.address')}
        </label>
        <input
          id={inputId}
          className="form-control form-control-sm"
          value={address}
          maxLength={REPORT_ADDRESS_MAX}
          placeholder={t('reports.address')}
          onChange={(event) => setAddress(event.target.value)}
        />
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={preview.isPending || address.trim() === ''}
        >
          {t('reports.read')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={preview.isPending}
          onClick={() => read(null)}
        >
          {t('reports.find')}
        </button>
      </form>
      {preview.isPending && <p className="raid-report-status">{t('reports.reading')}</p>}
      {preview.isError && (
        <div className="alert alert-danger raid-report-status" role="alert">
          {errorText(preview.error, language, t)}
        </div>
      )}
      {shown && !preview.isPending && (
        <div className="raid-report-result">
          <p className="raid-report-name">
            <a href={shown.report.url} target="_blank" rel="noopener noreferrer">
              {shown.report.title || shown.report.code}
            </a>{' '}
            <span className="text-body-secondary">
              {new Date(shown.report.startTime).toLocaleString(language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </span>
          </p>
          <ul className="raid-report-counts" aria-label={t('reports.summary')}>
            {REPORT_MATCH_KINDS.filter((kind) => counts.has(kind)).map((kind) => (
              <li key={kind}>
                <span className={`badge ${KIND_STYLE[kind]}`}>{counts.get(kind)}</span>{' '}
                {t(`reports.kinds.${kind}`)}
              </li>
            ))}
          </ul>
          <div className="table-responsive">
            <table className="table table-sm align-middle raid-report-table">
              <thead>
                <tr>
                  <th scope="col">{t('reports.character')}</th>
                  <th scope="col" className="raid-report-realm">
                    {t('reports.realm')}
                  </th>
                  <th scope="col">{t('reports.status')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.rows.map((row) => (
                  <tr key={`${row.kind}-${row.name}-${row.realm ?? ''}`}>
                    <td>{row.name}</td>
                    <td className="raid-report-realm">{row.realm}</td>
                    <td>
                      <span className={`badge ${KIND_STYLE[row.kind]}`}>
                        {t(`reports.kinds.${row.kind}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="btn btn-success btn-sm"
            disabled={confirm.isPending || confirm.isSuccess}
            onClick={onConfirm}
          >
            {t(confirm.isSuccess ? 'reports.recorded' : 'reports.confirm')}
          </button>
        </div>
      )}
    </section>
  );
}
