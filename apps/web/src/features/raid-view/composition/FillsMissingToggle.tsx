import { useT } from '../../../i18n/useT.js';

/** The sign-up list's filter: only those who would bring a buff the roster is missing. */
export function FillsMissingToggle({
  pressed,
  onChange,
}: {
  pressed: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className={`filter-tab coverage-filter${pressed ? ' active' : ''}`}
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
    >
      {t('coverage.fillsMissing')}
    </button>
  );
}
