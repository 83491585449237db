import {
  DndContext,
  DragOverlay,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { errorMessage, type ErrorCode } from '@raid/domain/errors/catalogue';
import { fillsMissing } from '@raid/domain/rules/coverage';
import { byBenchFairness } from '@raid/domain/rules/benches';
import { arrangeSignUps, placeChoices } from '@raid/domain/rules/prioritySignUps';
import { planMove, type RosterError } from '@raid/domain/rules/rosterMoves';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT.js';
import { useSitOuts } from '../../../api/benches.js';
import { useMoveRecords } from '../../../api/roster.js';
import { LockIcon } from '../../../ui/icons.js';
import { useToast } from '../../../app/toasts/toastContext.js';
import { CoveragePanel } from '../composition/CoveragePanel.js';
import { previewRoster } from '../composition/dragPreview.js';
import { FillsMissingToggle } from '../composition/FillsMissingToggle.js';
import type { Catalogue } from './catalogue.js';
import { rosterCollision, useRosterSensors } from './dragAndDrop.js';
import { MoveMenu } from './MoveMenu.js';
import { DraggableRecord, RecordOverlay } from './RecordChip.js';
import { membersFirst } from '@raid/domain/rules/teams';
import { groupRoster, matchesFilter, presentClasses, signUpList, type RecordFilter } from './rosterLayout.js';
import { RosterFilters } from './RosterFilters.js';
import { RosterSlot } from './RosterSlot.js';
import { SignUpList } from './SignUpList.js';
import { AsideChoices, BenchOrderToggle, SignUpPlayer, type BenchOrder } from './SignUpPlayers.js';
import { useEditLock } from './useEditLock.js';
import './roster.css';

// The popover (and react-bootstrap's Overlay with Popper) loads when the leader first opens one.
const CharacterPopover = lazy(() =>
  import('./CharacterPopover.js').then((module) => ({ default: module.CharacterPopover })),
);

interface RosterProps {
  raidId: number;
  size: number;
  records: RaidRecord[];
  catalogue: Catalogue;
  gearScore: boolean;
  /** The viewer leads the raid: sign-up list and character popover. */
  leader: boolean;
  /** The leader may move records now (raid editable, roster not locked). */
  editable: boolean;
  /** The leader may change specs (raid neither archived nor canceled). */
  canChangeSpec: boolean;
  /** Something inside handles Escape itself (a drag, the popover): the page must not go back meanwhile. */
  onBusyChange: (busy: boolean) => void;
  /** A team raid's members (issue 30): first in the sign-up list. */
  teamMembers?: readonly string[] | undefined;
  /** The raid's expansion and faction, for the leader's composition coverage; absent until game data loads. */
  coverage?: { expansion: ExpansionKey; factionId: number };
}

/** Why a move is refused before it is sent, in the server's words; the leader's way to the list is simply ignored. */
const refusals: Partial<Record<RosterError, ErrorCode>> = {
  slotFilled: 'slotFilled',
  anotherCharacterInRoster: 'anotherCharacterInRoster',
};

function slotOf(id: string | number | undefined): number | null {
  const match = /^slot-(\d+)$/.exec(String(id ?? ''));
  return match ? Number(match[1]) : null;
}

/**
 * The roster in groups of 5 and, for the leader, the sign-up list, with drag and drop between them (SPEC
 * section 4 "Record moves by drag and drop"). A drop is planned with the domain's rule and sent at once.
 */
export function Roster(props: RosterProps) {
  const { raidId, size, records, catalogue, gearScore, leader, editable } = props;
  const t = useT();
  const sensors = useRosterSensors();
  const move = useMoveRecords(raidId, size);
  const toast = useToast();
  const [locked, setLocked] = useEditLock();
  const [filter, setFilter] = useState<RecordFilter>({ role: 'all', classId: null });
  const [dragged, setDragged] = useState<RaidRecord | null>(null);
  // The slot under the dragged card, so the coverage panel can show the roster as the drop would leave it.
  const [overSlot, setOverSlot] = useState<number | null>(null);
  const [fillsOnly, setFillsOnly] = useState(false);
  const [popover, setPopover] = useState<{ record: RaidRecord; target: HTMLElement } | null>(null);
  // A drop ends with a click on the card; that click must not open the popover.
  const justDropped = useRef(false);
  const canDrag = leader && editable && !locked;

  const { onBusyChange } = props;
  const busy = dragged !== null || popover !== null;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const groups = useMemo(() => groupRoster(records, size), [records, size]);
  // Each waiting player once with their alternatives; players in the roster have theirs aside (issue 30).
  const arrangement = useMemo(
    () => arrangeSignUps([...records.filter((record) => record.slot > 0), ...signUpList(records)]),
    [records],
  );
  const sitOuts = useSitOuts(raidId, leader);
  const standings = useMemo(
    () => new Map((sitOuts.data?.players ?? []).map((player) => [player.userID, player])),
    [sitOuts.data],
  );
  const [benchOrder, setBenchOrder] = useState<BenchOrder>('signUp');
  const { teamMembers } = props;
  // A team raid lists the team's members first (issue 30), each group in the chosen order.
  const waiting = useMemo(
    () =>
      membersFirst(
        benchOrder === 'fairness'
          ? [...arrangement.waiting].sort((a, b) =>
              byBenchFairness(standings.get(a.userID), standings.get(b.userID)),
            )
          : arrangement.waiting,
        new Set(teamMembers),
      ),
    [arrangement, benchOrder, standings, teamMembers],
  );
  // Only the leader sees the list, so the class tabs of everyone else come from the roster alone.
  const classes = useMemo(
    () => presentClasses(leader ? records : records.filter((record) => record.slot > 0), catalogue.classes),
    [records, catalogue.classes, leader],
  );
  const coverageProps = leader ? props.coverage : undefined;
  const { expansion, factionId } = coverageProps ?? {};
  const preview = useMemo(
    () => (dragged && overSlot !== null ? previewRoster(records, dragged.id, overSlot, size) : null),
    [records, dragged, overSlot, size],
  );
  const bringsMissing = (record: RaidRecord) =>
    !expansion || factionId === undefined || fillsMissing(expansion, factionId, records, record).length > 0;
  const shownWaiting = waiting
    .map((player) => ({
      ...player,
      choices: player.choices.filter(
        (record) => matchesFilter(record, filter) && (!fillsOnly || bringsMissing(record)),
      ),
    }))
    .filter((player) => player.choices.length > 0);
  const filtered = filter.role !== 'all' || filter.classId !== null;
  const byId = useMemo(() => new Map(records.map((record) => [record.id, record])), [records]);
  const popoverRecord = popover ? byId.get(popover.record.id) : undefined;

  const recordOf = (id: string | number) => byId.get(Number(String(id).replace('record-', '')));
  const placeName = (slot: number) => (slot === 0 ? t('roster.signUps') : t('roster.slot', { slot }));
  const describeSlot = (id: string | number | undefined) => {
    const slot = slotOf(id);
    return slot === null ? '' : placeName(slot);
  };
  /** Where a card stays when nothing moved, so a canceled drop never leaves "over Slot 6" as the last word. */
  const stays = (record: RaidRecord | undefined) =>
    record ? t('roster.announce.stays', { name: record.charName, target: placeName(record.slot) }) : '';
  /** What a drop (or a "Move to…" choice) did, in the words a screen reader hears. */
  const outcome = (record: RaidRecord | undefined, slot: number | null) => {
    if (!record) return '';
    if (slot === null) return `${t('roster.announce.cancel', { name: record.charName })} ${stays(record)}`;
    const plan = planMove(records, record.id, slot, size);
    if (!plan.ok) {
      const refusal = refusals[plan.error];
      const reason = refusal ? errorMessage(refusal, catalogue.language) : t('roster.announce.refused');
      return `${reason} ${stays(record)}`;
    }
    if (plan.changes.length === 0) return stays(record);
    const moved = t('roster.announce.end', { name: record.charName, target: placeName(slot) });
    // What the move does to the player's other choices: set aside, or waiting again.
    const placement = placeChoices(records, plan.changes, size);
    if (!placement.ok) return moved;
    const aside = placement.arrangement.aside.some((player) => player.userID === record.userID);
    const back = placement.arrangement.waiting.find((player) => player.userID === record.userID);
    if (aside && slot > 0) return `${moved} ${t('priority.announceAside', { name: record.username })}`;
    if (back && back.choices.length > 1 && record.slot > 0)
      return `${moved} ${t('priority.announceBack', { name: record.username })}`;
    return moved;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('roster.announce.start', { name: recordOf(active.id)?.charName ?? '' }),
    onDragOver: ({ active, over }) =>
      over
        ? t('roster.announce.over', {
            name: recordOf(active.id)?.charName ?? '',
            target: describeSlot(over.id),
          })
        : t('roster.announce.overNothing', { name: recordOf(active.id)?.charName ?? '' }),
    onDragEnd: ({ active, over }) => outcome(recordOf(active.id), slotOf(over?.id)),
    onDragCancel: ({ active }) => outcome(recordOf(active.id), null),
  };

  /**
   * The one way a record moves, by a drop or by "Move to…": planned with the domain's rule, sent at once; a
   * refusal the server would give is shown without asking it, the leader's way to the list is simply ignored.
   */
  const moveTo = (record: RaidRecord, slot: number) => {
    const plan = planMove(records, record.id, slot, size);
    if (plan.ok) {
      if (plan.changes.length > 0) move.mutate(plan.changes);
      return;
    }
    const refusal = refusals[plan.error];
    if (refusal) toast({ variant: 'danger', text: errorMessage(refusal, catalogue.language) });
  };
  // After "Move to…" the card is drawn in its new place: focus follows it there, and the outcome is read out.
  const [menuMessage, setMenuMessage] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; slot: number } | null>(null);
  useEffect(() => {
    if (focusAfterMove === null || byId.get(focusAfterMove.id)?.slot !== focusAfterMove.slot) return;
    document.querySelector<HTMLElement>(`button[data-record-id="${focusAfterMove.id}"]`)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, byId]);
  const moveFromMenu = (record: RaidRecord, slot: number) => {
    setMenuMessage(outcome(record, slot));
    moveTo(record, slot);
    setFocusAfterMove({ id: record.id, slot });
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setPopover(null);
    setDragged(recordOf(active.id) ?? null);
  };
  const onDragOver = ({ over }: DragOverEvent) => setOverSlot(slotOf(over?.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    setOverSlot(null);
    justDropped.current = true;
    setTimeout(() => (justDropped.current = false), 0);
    const record = recordOf(active.id);
    const slot = slotOf(over?.id);
    if (record && slot !== null) moveTo(record, slot);
  };
  const openPopover = leader
    ? (record: RaidRecord, target: HTMLElement) => {
        if (justDropped.current || dragged) return;
        setPopover((open) => (open?.record.id === record.id ? null : { record, target }));
      }
    : undefined;

  const chip = (record: RaidRecord) => (
    <DraggableRecord
      record={record}
      catalogue={catalogue}
      gearScore={gearScore}
      draggable={canDrag}
      dimmed={filtered && !matchesFilter(record, filter)}
      onOpen={openPopover}
      moveMenu={
        canDrag ? (
          <MoveMenu record={record} records={records} groups={groups} size={size} onMove={moveFromMenu} />
        ) : undefined
      }
    />
  );

  const board = (
    <>
      <div className="roster-toolbar">
        <RosterFilters filter={filter} onChange={setFilter} classes={classes} catalogue={catalogue} />
        {leader && editable && (
          <button
            type="button"
            className={`btn btn-sm edit-lock ${locked ? 'btn-warning' : 'btn-outline-secondary'}`}
            aria-pressed={locked}
            onClick={() => setLocked(!locked)}
          >
            <LockIcon size={15} />
            <span>{t('roster.editLock')}</span>
            <span className="edit-lock-state" aria-hidden>
              {locked ? t('roster.on') : t('roster.off')}
            </span>
          </button>
        )}
      </div>
      <div className={`roster-layout${leader ? ' roster-layout-with-list' : ''}`}>
        <div className="roster-groups">
          {groups.map((group) => (
            <section key={group.number} className="roster-group" aria-labelledby={`group-${group.number}`}>
              <h3 className="roster-group-title" id={`group-${group.number}`}>
                {t('roster.group', { number: group.number })}
              </h3>
              <ol className="roster-slots">
                {group.slots.map(({ slot, record }) => (
                  <RosterSlot key={slot} slot={slot} record={record} droppable={canDrag}>
                    {record && chip(record)}
                  </RosterSlot>
                ))}
              </ol>
            </section>
          ))}
        </div>
        {leader && (
          <SignUpList
            count={waiting.length}
            shown={shownWaiting.length}
            droppable={canDrag}
            tools={
              <>
                {waiting.length > 1 && <BenchOrderToggle order={benchOrder} onChange={setBenchOrder} />}
                {coverageProps && waiting.length > 0 && (
                  <FillsMissingToggle pressed={fillsOnly} onChange={setFillsOnly} />
                )}
              </>
            }
            aside={<AsideChoices players={arrangement.aside} chip={chip} />}
          >
            {shownWaiting.map((player) => (
              <SignUpPlayer
                key={player.userID}
                player={player}
                standing={standings.get(player.userID)}
                counted={{ raids: sitOuts.data?.raidsCounted ?? 0, team: sitOuts.data?.team ?? null }}
                chip={chip}
              />
            ))}
          </SignUpList>
        )}
      </div>
      {coverageProps && (
        <CoveragePanel
          expansion={coverageProps.expansion}
          factionId={coverageProps.factionId}
          records={records}
          preview={preview}
          language={catalogue.language}
        />
      )}
      <p className="visually-hidden" role="status">
        {menuMessage}
      </p>
      {popover && popoverRecord && (
        <Suspense fallback={null}>
          <CharacterPopover
            raidId={raidId}
            record={popoverRecord}
            target={popover.target}
            catalogue={catalogue}
            gearScore={gearScore}
            canChangeSpec={props.canChangeSpec}
            onHide={() => setPopover(null)}
          />
        </Suspense>
      )}
    </>
  );
  // Only the leader moves records: everyone else's roster is drawn without dnd-kit's context, whose sensors,
  // measuring and screen-reader region were some 7 % of hydrating the raid page (docs/performance.md,
  // "p36-hydrate"). The cards' and slots' hooks then read dnd-kit's default context, which drags nothing.
  // `leader` changes only with the session (its answer is in the server's state at the first render); when it
  // does, the roster below is drawn anew once, with nothing of the visitor's in it to lose.
  if (!leader) return board;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rosterCollision}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragged(null);
        setOverSlot(null);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('roster.instructions') },
      }}
    >
      {board}
      <DragOverlay dropAnimation={null}>
        {dragged && <RecordOverlay record={dragged} catalogue={catalogue} gearScore={gearScore} />}
      </DragOverlay>
    </DndContext>
  );
}
