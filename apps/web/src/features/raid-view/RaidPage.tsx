import { isRosterPreliminary, raidStatus } from '@raid/domain/rules/raidLifecycle';
import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/apiError.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { useRaid } from '../../api/raids.js';
import { useRecords } from '../../api/records.js';
import { useApproveRoster } from '../../api/roster.js';
import { useInit } from '../../api/session.js';

import { CheckIcon } from '../../ui/icons.js';
import { drawsServerPage } from '../../ui/renderClock.js';
import { useMinuteTick } from '../../ui/useMinuteTick.js';
import { useRaidRoom } from '../../app/live/hooks.js';
import { useBackGesture } from '../../app/navigation/useBackGesture.js';
import { useDialogParam } from '../../app/navigation/dialogParam.js';
import { usePageTitle } from '../../app/navigation/usePageTitle.js';
import { ExportMenu } from './exports/ExportMenu.js';
import { coverageSetting } from './composition/coverageSetting.js';
import { makeCatalogue } from './roster/catalogue.js';
import { Roster } from './roster/Roster.js';
import { useToast } from '../../app/toasts/toastContext.js';
import { raidControls } from './raidControls.js';
import { RaidHeader } from './RaidHeader.js';
import { RaidPageSkeleton, RosterSkeleton } from './RaidPageSkeleton.js';
import { UnansweredPanel } from './UnansweredPanel.js';
import { ReportLink } from './reports/ReportLink.js';
import { zoneNames } from '../../ui/raid/raidTexts.js';
import './raidView.css';

// The approval's confirmation (react-bootstrap's Modal) loads when the leader first asks to approve.
const ApproveRosterDialog = lazy(() =>
  import('./ApproveRosterDialog.js').then((module) => ({ default: module.ApproveRosterDialog })),
);

// Attendance from Warcraft Logs is for the leader of a completed raid: loaded only for them.
const RaidReportPanel = lazy(() =>
  import('./reports/RaidReportPanel.js').then((module) => ({ default: module.RaidReportPanel })),
);

// The history panel (and react-bootstrap's Offcanvas) loads when first opened, not with the raid.
const HistoryPanel = lazy(() =>
  import('./HistoryPanel.js').then((module) => ({ default: module.HistoryPanel })),
);

/** React Router's position in the browser history (absent in a memory router, and on the server). */
function historyIndex(): number | null {
  if (typeof window === 'undefined') return null;
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
}

/**
 * Back to the list: to the entry before the raid when it was opened from the list (its scroll returns), past
 * any entries the raid's dialogs added meanwhile; home when the raid was the first page of the tab.
 */
function useBackToList() {
  const navigate = useNavigate();
  const location = useLocation();
  const [entry] = useState(() => ({ direct: location.key === 'default', index: historyIndex() }));
  return useCallback(() => {
    const index = historyIndex();
    if (entry.direct) void navigate('/');
    else if (entry.index !== null && index !== null) void navigate(-(index - entry.index + 1));
    else void navigate(-1);
  }, [navigate, entry]);
}

/** What the route shows under the roster: the Gold section of a loot-bidding raid (features/gdkp). */
export type RaidLedgerSlot = (raid: Raid, records: readonly RaidRecord[]) => ReactNode;

function RaidContent({
  raid,
  onBack,
  ledger,
}: {
  raid: Raid;
  onBack: () => void;
  ledger?: RaidLedgerSlot | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const now = useMinuteTick();
  const init = useInit();
  const gameData = useGameData();
  const records = useRecords(raid.id, raid.records);
  useRaidRoom(raid.id);
  const approve = useApproveRoster(raid.id);
  const toast = useToast();
  const { open } = useDialogParam();
  const [historyOpen, setHistoryOpen] = useState(false);
  // Once opened, the panel stays mounted, so closing it slides it away.
  const [historyUsed, setHistoryUsed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [approving, setApproving] = useState(false);
  const catalogue = useMemo(() => makeCatalogue(gameData.data, language), [gameData.data, language]);
  const list = records.data ?? [];
  const viewer = {
    id: init.data?.user?.id ?? null,
    loading: init.isPending,
    siteAdmin: init.data?.siteAdmin === true,
  };
  const controls = raidControls(raid, list, viewer, now);
  const preliminary = isRosterPreliminary(raid);
  const filled = list.filter((record) => record.slot > 0).length;
  const completed = raidStatus(raid, now) === 'completed';
  // The header, the page's largest text, is painted first; the roster, most of the page's work, in a render of
  // its own right after: no task of the first load is long (Lighthouse's blocking time 220–290 → 30–80 ms).
  // A page the server drew has its roster in the HTML, and is hydrated as drawn.
  const rosterShown = useDeferredValue(true, drawsServerPage());

  // Escape: the history panel and dialogs close themselves first; then the raid view goes back to the list.
  useBackGesture(onBack, !historyOpen && !busy && !approving);

  const onApprove = () => {
    setApproving(false);
    approve.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', text: t('raidView.approved') }),
      onError: (error) => toast({ variant: 'danger', text: errorText(error, language, t) }),
    });
  };

  return (
    <div className="raid-view">
      <RaidHeader
        raid={raid}
        now={now}
        gearScore={gameData.data?.gearScore ?? false}
        controls={controls}
        exportMenu={
          <ExportMenu raid={raid} records={list} catalogue={catalogue} signUpList={controls.leader} />
        }
        onBack={onBack}
        onHistory={() => {
          setHistoryUsed(true);
          setHistoryOpen(true);
        }}
        onParameters={() => open('editRaid', raid.id)}
        onSignUp={() => open('signUp', raid.id)}
      />

      {raid.canceled && raid.canceledReason && (
        <div className="alert alert-danger raid-comment" role="alert">
          <strong>{t('raidView.canceledReason')}</strong> {raid.canceledReason}
        </div>
      )}
      {raid.comment && (
        <section className="raid-comment" aria-label={t('raidView.comment')}>
          <p>{raid.comment}</p>
        </section>
      )}

      <section className="raid-roster" aria-labelledby="roster-title">
        <div className="raid-roster-head">
          <h2 id="roster-title" className={`raid-roster-title${preliminary ? ' text-warning' : ''}`}>
            {t(preliminary ? 'raidView.preliminaryRoster' : 'raidView.approvedRoster')}
          </h2>
          <span className="raid-roster-filled">{t('raidView.filled', { filled, size: raid.size })}</span>
          {controls.approve && (
            <button
              type="button"
              className="btn btn-success btn-sm"
              onClick={() => setApproving(true)}
              disabled={approve.isPending}
            >
              <CheckIcon size={15} />
              <span>{t('raidView.approve')}</span>
            </button>
          )}
        </div>
        {records.isError ? (
          <div
            className="alert alert-danger d-flex align-items-center justify-content-between gap-3"
            role="alert"
          >
            <span>{errorText(records.error, language, t)}</span>
            <button
              type="button"
              className="btn btn-outline-light btn-sm"
              onClick={() => void records.refetch()}
            >
              {t('errors.retry')}
            </button>
          </div>
        ) : !rosterShown ? (
          <RosterSkeleton groups={Math.ceil(raid.size / 5)} />
        ) : (
          <Roster
            raidId={raid.id}
            size={raid.size}
            records={list}
            catalogue={catalogue}
            gearScore={gameData.data?.gearScore ?? false}
            leader={controls.leader}
            editable={controls.rosterEditable}
            canChangeSpec={controls.leader && !raid.isArchive && !raid.canceled}
            onBusyChange={setBusy}
            teamMembers={raid.teamMembers}
            coverage={coverageSetting(gameData.data?.expansion, raid.factionID)}
          />
        )}
      </section>

      {ledger?.(raid, list)}

      {controls.leader && !raid.isArchive && !raid.canceled && (
        <UnansweredPanel raidId={raid.id} answers={list.length} />
      )}

      {completed && <ReportLink raidId={raid.id} />}
      {completed && controls.leader && (
        <Suspense fallback={null}>
          <RaidReportPanel raidId={raid.id} />
        </Suspense>
      )}

      {approving && (
        <Suspense fallback={null}>
          <ApproveRosterDialog
            records={list}
            size={raid.size}
            onConfirm={onApprove}
            onCancel={() => setApproving(false)}
          />
        </Suspense>
      )}

      {historyUsed && (
        <Suspense fallback={null}>
          <HistoryPanel raidId={raid.id} show={historyOpen} onHide={() => setHistoryOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** The single raid view at /raids/:id (SPEC section 2 "Raid view"). */
export function RaidPage({ ledger }: { ledger?: RaidLedgerSlot } = {}) {
  const t = useT();
  const language = useLanguage();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const raid = useRaid(valid ? id : 0);
  // The raid is drawn in the background, in slices, rather than in the task that brings its answer.
  const deferred = useDeferredValue(raid.data);
  const shown = deferred?.id === id ? deferred : undefined;
  const onBack = useBackToList();
  usePageTitle(shown ? zoneNames(shown, language) : undefined);

  if (!valid || raid.isError) {
    const missing = !valid || isApiError(raid.error, 404) || isApiError(raid.error, 400);
    return (
      <RaidError
        message={missing ? t('raid.notFound') : errorText(raid.error, language, t)}
        onBack={onBack}
      />
    );
  }
  if (!shown) return <RaidPageSkeleton />;
  return <RaidContent raid={shown} onBack={onBack} ledger={ledger} />;
}

function RaidError({ message, onBack }: { message: string; onBack: () => void }) {
  const t = useT();
  useBackGesture(onBack);
  return (
    <div className="raid-view">
      <div className="alert alert-danger raid-error" role="alert">
        <p className="mb-2">{message}</p>
        <Link to="/" className="alert-link">
          {t('errors.toAllRaids')}
        </Link>
      </div>
    </div>
  );
}
