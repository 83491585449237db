import { useT } from '../../i18n/useT.js';

/** Placeholders while the raid loads: title, comment and two groups of five slots. */
export function RaidPageSkeleton() {
  const t = useT();
  return (
    <div className="raid-view placeholder-glow" role="status" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="raid-header" aria-hidden>
        <span className="placeholder col-2 placeholder-lg" />
        <div className="raid-title-block raid-state-stripe">
          <span className="placeholder col-8 placeholder-lg" />
          <span className="placeholder col-5" />
        </div>
      </div>
      <RosterSkeleton groups={2} />
    </div>
  );
}

/** Groups of five placeholder slots. */
export function RosterSkeleton({ groups }: { groups: number }) {
  return (
    <div className="roster-groups" aria-hidden>
      {Array.from({ length: groups }, (_, group) => (
        <div key={group} className="roster-group">
          {[0, 1, 2, 3, 4].map((slot) => (
            <div key={slot} className="roster-slot">
              <span className="placeholder col-9" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
