import { useT } from '../../i18n/useT.js';
import { RoleIcon } from '../../ui/gameIcons/RoleIcon.js';

/** Tanks, healers and damage dealers in the roster. */
export function RoleCounts({ tanks, healers, dps }: { tanks: number; healers: number; dps: number }) {
  const t = useT();
  const roles = [
    { key: 'tank', count: tanks, label: t('raid.tanks', { count: tanks }) },
    { key: 'healer', count: healers, label: t('raid.healers', { count: healers }) },
    { key: 'dps', count: dps, label: t('raid.dps', { count: dps }) },
  ] as const;
  return (
    <ul className="role-counts">
      {roles.map(({ key, count, label }) => (
        <li key={key} className={`role-count role-${key}`} title={label}>
          {/* Decorative: the hidden label says the role and the count. */}
          <RoleIcon role={key} decorative size={16} />
          <span aria-hidden>{count}</span>
          <span className="visually-hidden">{label}</span>
        </li>
      ))}
    </ul>
  );
}
