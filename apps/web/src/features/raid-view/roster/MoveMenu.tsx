import { planMove, SIGN_UP_LIST_SLOT } from '@raid/domain/rules/rosterMoves';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { Fragment } from 'react';
import { useT } from '../../../i18n/useT.js';
import { Menu } from '../../../ui/Menu.js';
import type { RosterGroup } from './rosterLayout.js';

interface MoveMenuProps {
  record: RaidRecord;
  records: readonly RaidRecord[];
  groups: readonly RosterGroup[];
  size: number;
  onMove: (record: RaidRecord, slot: number) => void;
}

/** Four arrows: "move". Decorative; the button carries the name. */
function MoveIcon() {
  return (
    <svg
      className="icon"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3" />
    </svg>
  );
}

/**
 * "Move to…" on a roster card (WCAG 2.2 SC 2.5.7 Dragging Movements): every place the card could be dropped,
 * as a list of buttons that a keyboard, a tap or a switch can reach. A place the drop rule refuses (the leader's
 * record to the list, a second character of the same player) is shown but disabled; the card's own place is left
 * out. Choosing a place makes the same move as dropping the card there.
 */
export function MoveMenu({ record, records, groups, size, onMove }: MoveMenuProps) {
  const t = useT();
  const allowed = (slot: number) => {
    const plan = planMove(records, record.id, slot, size);
    return plan.ok && plan.changes.length > 0;
  };
  const item = (slot: number, text: string) => (
    <button
      key={slot}
      type="button"
      className="dropdown-item"
      disabled={!allowed(slot)}
      data-move-slot={slot}
      onClick={() => onMove(record, slot)}
    >
      {text}
    </button>
  );
  return (
    <Menu
      toggleClassName="btn btn-sm btn-outline-secondary record-move"
      toggleLabel={t('roster.moveTo', { name: record.charName })}
      toggleContent={<MoveIcon />}
      alignEnd
      menuClassName="dropdown-menu-dark shadow record-move-menu"
    >
      {record.slot !== SIGN_UP_LIST_SLOT && item(SIGN_UP_LIST_SLOT, t('roster.signUps'))}
      {groups.map((group) => (
        <Fragment key={group.number}>
          <h3 className="dropdown-header">{t('roster.group', { number: group.number })}</h3>
          {group.slots
            .filter(({ slot }) => slot !== record.slot)
            .map(({ slot, record: holder }) =>
              item(
                slot,
                holder
                  ? t('roster.moveToTaken', { slot, name: holder.charName })
                  : t('roster.moveToFree', { slot }),
              ),
            )}
        </Fragment>
      ))}
    </Menu>
  );
}
