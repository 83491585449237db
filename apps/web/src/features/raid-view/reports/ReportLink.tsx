import { useT } from '../../../i18n/useT.js';
import { useRaidReport } from '../../../api/raidReports.js';

/** The Warcraft Logs report linked to a completed raid, for everyone who sees the raid (issue 30, part 5). */
export function ReportLink({ raidId }: { raidId: number }) {
  const t = useT();
  const link = useRaidReport(raidId, true).data?.link;
  if (!link) return null;
  return (
    <p className="raid-report-link">
      <span className="raid-report-link-label">{t('reports.link')}</span>{' '}
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {link.title || link.code}
      </a>
    </p>
  );
}
