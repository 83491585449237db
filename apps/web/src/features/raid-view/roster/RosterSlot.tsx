import { useDroppable } from '@dnd-kit/core';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT.js';
import { slotDropId } from './dragAndDrop.js';

interface RosterSlotProps {
  slot: number;
  record: RaidRecord | null;
  /** Accepts drops (the leader is arranging the roster). */
  droppable: boolean;
  children?: ReactNode;
}

/** One roster place: empty, or holding a record; a drop target while the leader arranges the roster. */
export function RosterSlot({ slot, record, droppable, children }: RosterSlotProps) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: slotDropId(slot), data: { slot }, disabled: !droppable });
  const classes = ['roster-slot'];
  if (!record) classes.push('roster-slot-empty');
  if (isOver) classes.push('roster-slot-over');
  return (
    <li ref={setNodeRef} className={classes.join(' ')} data-slot={slot}>
      <span className="roster-slot-number" aria-hidden>
        {slot}
      </span>
      {record ? (
        children
      ) : (
        <span className="roster-slot-free">
          <span className="visually-hidden">{t('roster.slot', { slot })}: </span>
          {t('roster.freeSlot')}
        </span>
      )}
    </li>
  );
}
