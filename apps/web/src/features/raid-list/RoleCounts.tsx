import { useTranslation } from 'react-i18next';
import { CrossIcon, ShieldIcon, SwordIcon } from '../../ui/icons.js';

/** Tanks, healers and damage dealers in the roster. */
export function RoleCounts({ tanks, healers, dps }: { tanks: number; healers: number; dps: number }) {
  const { t } = useTranslation();
  const roles = [
    { key: 'tank', count: tanks, label: t('raid.tanks', { count: tanks }), Icon: ShieldIcon },
    { key: 'healer', count: healers, label: t('raid.healers', { count: healers }), Icon: CrossIcon },
    { key: 'dps', count: dps, label: t('raid.dps', { count: dps }), Icon: SwordIcon },
  ];
  return (
    <ul className="role-counts">
      {roles.map(({ key, count, label, Icon }) => (
        <li key={key} className={`role-count role-${key}`} title={label}>
          <Icon size={14} />
          <span aria-hidden>{count}</span>
          <span className="visually-hidden">{label}</span>
        </li>
      ))}
    </ul>
  );
}
