import { SKELETON_ROWS } from '@raid/domain/rules/interfaceConstants';
import { useT } from '../../i18n/useT.js';
import '../../ui/raid/raidCard.scss';

/** Eight placeholder rows while the list loads (SPEC section 9). */
export function RaidListSkeleton() {
  const t = useT();
  return (
    <div className="raid-list" role="status" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      {Array.from({ length: SKELETON_ROWS.list }, (_, index) => (
        <div
          key={index}
          className="raid-card raid-state-stripe raid-card-skeleton placeholder-glow"
          aria-hidden
        >
          <div className="raid-card-when">
            <span className="placeholder col-10" />
            <span className="placeholder placeholder-sm col-7" />
          </div>
          <div className="raid-card-main">
            <span className="placeholder placeholder-lg col-8" />
            <span className="placeholder placeholder-sm col-5" />
            <span className="placeholder placeholder-sm col-4" />
          </div>
          <div className="raid-card-people">
            <span className="placeholder placeholder-sm col-9" />
            <span className="placeholder placeholder-sm col-7" />
            <span className="placeholder placeholder-sm col-6" />
          </div>
          <div className="raid-card-roster">
            <span className="placeholder placeholder-sm col-6" />
            <span className="placeholder placeholder-xs col-12" />
            <span className="placeholder placeholder-sm col-8" />
          </div>
        </div>
      ))}
    </div>
  );
}
