import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT.js';
import { InboxIcon } from '../../../ui/icons.js';
import { slotDropId } from './dragAndDrop.js';

interface SignUpListProps {
  count: number;
  /** Shown: those matching the filters. */
  shown: number;
  droppable: boolean;
  /** Extra filters shown under the title (the coverage panel's "fills a missing buff"). */
  tools?: ReactNode;
  /** Characters of players already in the roster, shown apart under the list (issue 30). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The sign-up list (slot 0), leader only: where sign-ups wait and where roster records are dragged back. */
export function SignUpList({ count, shown, droppable, tools, aside, children }: SignUpListProps) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: slotDropId(0), data: { slot: 0 }, disabled: !droppable });
  return (
    <section
      ref={setNodeRef}
      className={`sign-up-list${isOver ? ' sign-up-list-over' : ''}`}
      aria-labelledby="sign-up-list-title"
      data-slot={0}
    >
      <h2 id="sign-up-list-title" className="roster-section-title">
        {t('roster.signUps')}
        <span className="roster-count">{count}</span>
      </h2>
      {tools}
      {count === 0 ? (
        <p className="sign-up-list-empty">
          <InboxIcon size={20} />
          {t('roster.noSignUps')}
        </p>
      ) : shown === 0 ? (
        <p className="sign-up-list-empty">{t('roster.noneMatch')}</p>
      ) : (
        <ul className="sign-up-list-items">{children}</ul>
      )}
      {aside}
      {droppable && <p className="sign-up-list-hint">{t('roster.dropToList')}</p>}
    </section>
  );
}
