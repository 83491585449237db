import { useDraggable } from '@dnd-kit/core';
import { rarityStyle } from '@raid/domain/rules/rarity';
import { logsFigure } from '@raid/domain/rules/requirements';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../../../i18n/useT.js';
import { GameImage } from '../../../ui/gameIcons/GameImage.js';
import { RoleIcon } from '../../../ui/gameIcons/RoleIcon.js';
import { CrownIcon } from '../../../ui/icons.js';
import { useHighlighted } from '../../../app/live/hooks.js';
import { classColor, classTextColor, specName, type Catalogue } from './catalogue.js';
import { recordDragId } from './dragAndDrop.js';
import { roleOf } from './rosterLayout.js';
import { SavedUntil } from '../../../ui/lockouts/SavedUntil.js';

interface RecordChipProps {
  record: RaidRecord;
  catalogue: Catalogue;
  gearScore: boolean;
  /** Greyed out by the role or class filter. */
  dimmed?: boolean;
  /** A copy that follows the pointer while dragging. */
  overlay?: boolean;
}

/** What a record shows: role, name in its class colour, spec, logs (parse colours), item level, marks. */
function RecordContent({ record, catalogue, gearScore }: Omit<RecordChipProps, 'dimmed' | 'overlay'>) {
  const t = useT();
  const role = roleOf(record);
  const logs = logsFigure(record.logs);
  const logStyle = logs === null ? undefined : rarityStyle(logs);
  return (
    <>
      <span className={`record-role role-${role}`} title={t(`roster.role.${role}`)}>
        <RoleIcon role={role} />
        {/* The record's spec image, as the server sent it; decorative, the spec name is written beside it. */}
        <GameImage image={record.image} />
      </span>
      <span className="record-names">
        <span className="record-name" style={{ color: classTextColor(catalogue, record.class) }}>
          {record.charName}
          {record.leader && (
            <span className="record-leader" title={t('roster.leader')}>
              <CrownIcon size={12} />
              <span className="visually-hidden"> ({t('roster.leader')})</span>
            </span>
          )}
        </span>
        <span className="record-spec">{specName(catalogue, record)}</span>
      </span>
      <span className="record-marks">
        {record.status && (
          <span className={`record-status record-status-${record.status}`}>
            {t(`roster.status.${record.status}`)}
          </span>
        )}
        {record.savedUntil && <SavedUntil until={record.savedUntil} short />}
        {record.byer && <span className="record-status record-status-buyer">{t('roster.status.buyer')}</span>}
        {record.activeChangeRequest && (
          <span className="record-status record-status-request" title={t('roster.changeRequested')}>
            ⇄<span className="visually-hidden">{t('roster.changeRequested')}</span>
          </span>
        )}
      </span>
      <span className="record-numbers">
        <span
          className="record-logs"
          style={logStyle ? { background: logStyle.background, color: logStyle.color } : undefined}
          title={t('roster.logs')}
        >
          <span className="visually-hidden">{t('roster.logs')} </span>
          {logs ?? '–'}
        </span>
        <span className="record-ilvl" title={t(gearScore ? 'roster.gearScore' : 'roster.ilvl')}>
          <span className="visually-hidden">{t(gearScore ? 'roster.gearScore' : 'roster.ilvl')} </span>
          {record.ilvl ?? '–'}
        </span>
      </span>
    </>
  );
}

interface DraggableRecordProps extends RecordChipProps {
  /** Dragging is allowed (leader, editable roster, edit lock off). */
  draggable: boolean;
  /** The leader's character popover; absent for everyone else. */
  onOpen?: ((record: RaidRecord, target: HTMLElement) => void) | undefined;
  /** The "Move to…" menu beside the card, while the leader may arrange the roster. */
  moveMenu?: ReactNode;
}

/**
 * A record that the leader can drag (a press of less than 5 px is a click that opens the popover). Others see
 * it as plain text.
 */
export function DraggableRecord({
  record,
  draggable,
  onOpen,
  dimmed,
  catalogue,
  gearScore,
  moveMenu,
}: DraggableRecordProps) {
  const t = useT();
  const isNew = useHighlighted('record', record.id);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: recordDragId(record.id),
    data: { recordId: record.id },
    disabled: !draggable,
  });
  // Space picks the card up (keyboard dragging); the click a button makes of it must not open the popover.
  const spacePressed = useRef(false);
  const classes = ['record-chip'];
  if (dimmed) classes.push('record-chip-dimmed');
  if (isDragging) classes.push('record-chip-dragging');
  if (draggable) classes.push('record-chip-draggable');
  if (isNew) classes.push('live-new-record');
  const style: CSSProperties = { borderLeftColor: classColor(catalogue, record.class) };
  const content = <RecordContent record={record} catalogue={catalogue} gearScore={gearScore} />;

  if (!onOpen && !draggable) {
    return (
      <div className={classes.join(' ')} style={style} data-record-id={record.id}>
        {content}
      </div>
    );
  }
  // dnd-kit marks a card it may not drag aria-disabled, which tells a screen reader the button does nothing;
  // the card of an approved roster still opens the popover, so only a draggable card takes its attributes.
  const dragAttributes = draggable
    ? { ...attributes, 'aria-roledescription': t('roster.draggable') }
    : { role: attributes.role, tabIndex: attributes.tabIndex };
  const chip = (
    <button
      type="button"
      ref={setNodeRef}
      className={classes.join(' ')}
      style={style}
      data-record-id={record.id}
      {...dragAttributes}
      {...listeners}
      // Named by what it shows (name, spec, marks, figures), so the name contains the visible text.
      aria-haspopup={onOpen ? 'dialog' : undefined}
      onKeyDown={(event) => {
        spacePressed.current = event.code === 'Space';
        listeners?.onKeyDown?.(event);
      }}
      onClick={(event) => {
        if (event.detail === 0 && spacePressed.current) {
          spacePressed.current = false;
          return;
        }
        onOpen?.(record, event.currentTarget);
      }}
    >
      {content}
    </button>
  );
  if (!moveMenu) return chip;
  return (
    <div className="record-chip-row">
      {chip}
      {moveMenu}
    </div>
  );
}

/** The copy under the pointer while a record is dragged. */
export function RecordOverlay(props: Omit<RecordChipProps, 'dimmed' | 'overlay'>) {
  return (
    <div
      className="record-chip record-chip-overlay"
      style={{ borderLeftColor: classColor(props.catalogue, props.record.class) }}
    >
      <RecordContent {...props} />
    </div>
  );
}
