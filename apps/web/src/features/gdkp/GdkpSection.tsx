import { raidBosses } from '@raid/domain/rules/raidBosses';
import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { useDeferredValue, useState } from 'react';
import { Spinner, Tab, Tabs } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { isApiError } from '../../api/apiError.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { useGdkpCall, useGdkpLedger, type GdkpLedger, type GdkpSale } from '../../api/gdkp.js';
import { useToast } from '../../app/toasts/toastContext.js';

import { useConfirm } from '../../ui/confirm/useConfirm.js';
import { LockIcon, PlusIcon, SettingsIcon } from '../../ui/icons.js';
import { ImportDialog } from './ImportDialog.js';
import { PayoutsMenu } from './PayoutsMenu.js';
import { PayoutsPanel } from './PayoutsPanel.js';
import { RulesDialog, type RaidUser } from './RulesDialog.js';
import { SaleDialog } from './SaleDialog.js';
import { SalesTable } from './SalesTable.js';
import { useMoney } from '../../ui/gdkp/useMoney.js';
import './gdkp.css';

type Open = { kind: 'sale'; sale: GdkpSale | null } | { kind: 'rules' } | { kind: 'import' } | null;

/** The Discord users who own a record of the raid, each once: the leader's choice of bankers. */
function raidUsers(records: readonly RaidRecord[]): RaidUser[] {
  const users = new Map<string, string>();
  for (const record of records) if (!users.has(record.userID)) users.set(record.userID, record.username);
  return [...users].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** A Discord user the ledger names by id (who closed it): the leader, a banker, or a record's owner. */
function userName(raid: Raid, ledger: GdkpLedger, records: readonly RaidRecord[], id: string): string {
  if (id === raid.userID) return raid.userRepresentation;
  return (
    ledger.bankers.find((banker) => banker.id === id)?.name ??
    records.find((record) => record.userID === id)?.username ??
    id
  );
}

function ClosedBanner({
  ledger,
  closedBy,
  reopen,
}: {
  ledger: GdkpLedger;
  closedBy: string;
  reopen: (() => void) | null;
}) {
  const t = useT();
  const language = useLanguage();
  if (!ledger.closed) return null;
  const at = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(ledger.closed.at),
  );
  return (
    <div className="alert alert-secondary gdkp-closed" role="status">
      <LockIcon size={16} />
      <span>{t('gdkp.closedBy', { name: closedBy, date: at })}</span>
      {reopen && (
        <button type="button" className="btn btn-sm btn-outline-light ms-auto" onClick={reopen}>
          {t('gdkp.reopen')}
        </button>
      )}
    </div>
  );
}

function Ledger({
  raid,
  records,
  ledger,
}: {
  raid: Raid;
  records: readonly RaidRecord[];
  ledger: GdkpLedger;
}) {
  const t = useT();
  const language = useLanguage();
  const money = useMoney();
  const toast = useToast();
  const { confirm, askReason, dialogs } = useConfirm();
  const [open, setOpen] = useState<Open>(null);
  const zones = useGameData().data?.zones ?? [];
  const bosses = raidBosses(zones, { zone: raid.zoneID, zone2: raid.zone2ID, zone3: raid.zone3ID });
  const remove = useGdkpCall(raid.id, '/api/gdkpSaleDelete');
  const close = useGdkpCall(raid.id, '/api/gdkpClose');
  const reopen = useGdkpCall(raid.id, '/api/gdkpReopen');
  const closed = ledger.closed !== null;
  const recording = ledger.can.record && !closed;
  const failed = (error: unknown) => toast({ variant: 'danger', text: errorText(error, language, t) });

  const onDelete = async (sale: GdkpSale) => {
    const yes = await confirm({
      title: t('gdkp.sales.deleteTitle'),
      body: t('gdkp.sales.deleteBody', { item: sale.itemName, buyer: sale.buyerName }),
      confirmText: t('gdkp.sales.delete'),
      danger: true,
    });
    if (yes) remove.mutate({ id: sale.id }, { onError: failed });
  };
  const onClose = async () => {
    const yes = await confirm({
      title: t('gdkp.closeTitle'),
      body: t('gdkp.closeBody'),
      confirmText: t('gdkp.close'),
    });
    if (yes) close.mutate({}, { onError: failed });
  };
  const onReopen = async () => {
    const reason = await askReason({ title: t('gdkp.reopenTitle'), sendText: t('gdkp.reopen') });
    if (reason !== null) reopen.mutate({ reason }, { onError: failed });
  };

  return (
    <>
      <div className="raid-gdkp-head">
        <h2 id="gdkp-title" className="raid-gdkp-title">
          {t('gdkp.title')}
        </h2>
        <p className="gdkp-pot" aria-live="polite">
          {t('gdkp.pot')} <strong data-testid="gdkp-pot">{money(ledger.split.potCopper)}</strong>
          <span className="text-body-secondary">
            {' '}
            · {t('gdkp.salesCount', { count: ledger.sales.length })}
          </span>
        </p>
        <div className="gdkp-actions">
          {recording && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => setOpen({ kind: 'sale', sale: null })}
            >
              <PlusIcon size={14} />
              <span>{t('gdkp.addSale')}</span>
            </button>
          )}
          {recording && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => setOpen({ kind: 'import' })}
            >
              {t('gdkp.import.button')}
            </button>
          )}
          {ledger.can.manage && !closed && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => setOpen({ kind: 'rules' })}
            >
              <SettingsIcon size={14} />
              <span>{t('gdkp.rules.button')}</span>
            </button>
          )}
          <PayoutsMenu raid={raid} ledger={ledger} />
          {ledger.can.manage && !closed && (
            <button
              type="button"
              className="btn btn-outline-warning btn-sm"
              disabled={close.isPending}
              onClick={() => void onClose()}
            >
              <LockIcon size={14} />
              <span>{t('gdkp.close')}</span>
            </button>
          )}
        </div>
      </div>
      <ClosedBanner
        ledger={ledger}
        closedBy={ledger.closed ? userName(raid, ledger, records, ledger.closed.by) : ''}
        reopen={ledger.can.manage ? () => void onReopen() : null}
      />
      <Tabs defaultActiveKey="sales" className="gdkp-tabs" mountOnEnter>
        <Tab eventKey="sales" title={t('gdkp.salesTab')}>
          <SalesTable
            sales={ledger.sales}
            bosses={bosses}
            editable={recording}
            onEdit={(sale) => setOpen({ kind: 'sale', sale })}
            onDelete={(sale) => void onDelete(sale)}
          />
        </Tab>
        <Tab eventKey="payouts" title={t('gdkp.payoutsTab')}>
          <PayoutsPanel raid={raid.id} ledger={ledger} organizer={raid.userRepresentation} />
        </Tab>
      </Tabs>
      {open?.kind === 'sale' && (
        <SaleDialog
          raid={raid.id}
          ledger={ledger}
          sale={open.sale}
          bosses={bosses}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'rules' && (
        <RulesDialog
          raid={raid.id}
          ledger={ledger}
          users={raidUsers(records)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'import' && <ImportDialog raid={raid.id} onClose={() => setOpen(null)} />}
      {dialogs}
    </>
  );
}

/**
 * The Gold section of a loot-bidding (GDKP) raid (issue 29): the pot live, the sales, the payouts and, for
 * the leader and bankers, the ledger's controls. A ledger hidden from visitors is not shown to them.
 */
export function GdkpSection({ raid, records }: { raid: Raid; records: readonly RaidRecord[] }) {
  const t = useT();
  const language = useLanguage();
  const ledger = useGdkpLedger(raid.id);
  /*
   * The ledger's first answer arrives in a synchronous render (the query cache's subscription), where drawing
   * the sales and payouts took 20-30 ms of one task on this host's CPU (issue 31, p34-page): deferred, that
   * render keeps the loader and the ledger is first drawn in an interruptible render after it. Later answers (a
   * sale) are drawn at once, and a ledger already cached when the section mounts too.
   */
  const answered = useDeferredValue(ledger.data !== undefined);
  if (ledger.isError && (isApiError(ledger.error, 403) || isApiError(ledger.error, 404))) return null;
  return (
    <section className="raid-gdkp" aria-labelledby="gdkp-title">
      {ledger.isPending || (!ledger.isError && !answered) ? (
        <>
          <h2 id="gdkp-title" className="raid-gdkp-title">
            {t('gdkp.title')}
          </h2>
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{t('app.loading')}</span>
          </Spinner>
        </>
      ) : ledger.isError ? (
        <>
          <h2 id="gdkp-title" className="raid-gdkp-title">
            {t('gdkp.title')}
          </h2>
          <div className="alert alert-danger" role="alert">
            {errorText(ledger.error, language, t)}
          </div>
        </>
      ) : (
        <Ledger raid={raid} records={records} ledger={ledger.data} />
      )}
    </section>
  );
}
