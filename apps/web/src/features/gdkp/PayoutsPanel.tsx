import { GDKP_ABSENT_ORGANIZER_KEY } from '@raid/domain/rules/gdkp/settleUp';
import { useLanguage, useT } from '../../i18n/useT.js';
import { useToast } from '../../app/toasts/toastContext.js';
import { errorText } from '../../api/errorText.js';
import { useGdkpCall, type GdkpLedger } from '../../api/gdkp.js';

import { Net } from '../../ui/gdkp/Net.js';
import { shareValue } from '../../ui/gdkp/RulesFields.js';
import { useMoney } from '../../ui/gdkp/useMoney.js';

type Participant = GdkpLedger['participants'][number];
type Player = GdkpLedger['split']['players'][number];

/** Who a key names: a player of the split, a participant, or (null) the organizer outside the raid. */
function keyNames(ledger: GdkpLedger, organizer: string): (key: string | null) => string {
  const names = new Map<string, string>();
  for (const each of ledger.participants) names.set(each.key, each.name);
  for (const each of ledger.split.players) names.set(each.key, each.name);
  return (key) => (key === null || key === GDKP_ABSENT_ORGANIZER_KEY ? organizer : (names.get(key) ?? key));
}

function ShareControls({
  raid,
  participant,
  name,
}: {
  raid: number;
  participant: Participant;
  name: string;
}) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const save = useGdkpCall(raid, '/api/gdkpParticipant');
  const record = participant.recordId;
  if (record === null) return null;
  const change = (next: Pick<Participant, 'share' | 'forfeit'>) =>
    save.mutate(
      { record, share: next.share, forfeit: next.forfeit },
      { onError: (error) => toast({ variant: 'danger', text: errorText(error, language, t) }) },
    );
  return (
    <div className="gdkp-share-controls">
      <select
        className="form-select form-select-sm"
        aria-label={t('gdkp.payouts.shareOf', { name })}
        value={participant.share ?? ''}
        disabled={save.isPending}
        onChange={(event) => change({ share: shareValue(event.target.value), forfeit: participant.forfeit })}
      >
        <option value="">{t('gdkp.share.default')}</option>
        <option value="full">{t('gdkp.share.full')}</option>
        <option value="half">{t('gdkp.share.half')}</option>
        <option value="none">{t('gdkp.share.none')}</option>
      </select>
      <select
        className="form-select form-select-sm"
        aria-label={t('gdkp.payouts.forfeitOf', { name })}
        value={participant.forfeit ?? ''}
        disabled={save.isPending}
        onChange={(event) =>
          change({
            share: participant.share,
            forfeit:
              event.target.value === 'late' || event.target.value === 'leftEarly' ? event.target.value : null,
          })
        }
      >
        <option value="">{t('gdkp.forfeit.none')}</option>
        <option value="late">{t('gdkp.forfeit.late')}</option>
        <option value="leftEarly">{t('gdkp.forfeit.leftEarly')}</option>
      </select>
    </div>
  );
}

function PlayerRow({
  raid,
  player,
  participant,
  editable,
}: {
  raid: number;
  player: Player;
  participant: Participant | undefined;
  editable: boolean;
}) {
  const t = useT();
  const money = useMoney();
  return (
    <tr>
      <th scope="row">{player.name}</th>
      <td>
        {editable && participant ? (
          <ShareControls raid={raid} participant={participant} name={player.name} />
        ) : (
          <span className="small">
            {t(`gdkp.share.${participant?.share ?? 'default'}`)}
            {participant?.forfeit && ` · ${t(`gdkp.forfeit.${participant.forfeit}`)}`}
          </span>
        )}
      </td>
      <td className="text-end text-nowrap">{money(player.shareCopper)}</td>
      <td className="text-end text-nowrap">{money(player.cutsCopper)}</td>
      <td className="text-end text-nowrap">{money(player.spentCopper)}</td>
      <td className="text-end text-nowrap">{money(player.shortfallCopper)}</td>
      <td className="text-end text-nowrap fw-semibold">
        <Net copper={player.netCopper} />
      </td>
    </tr>
  );
}

/** The key a trade's "paid" mark is kept under: the player's side, not the banker's who holds the gold. */
function tradePaidKey(trade: { fromKey: string; toKey: string }, bankerKeys: ReadonlySet<string>): string {
  return bankerKeys.has(trade.fromKey) ? trade.toKey : trade.fromKey;
}

function SettleUp({
  raid,
  ledger,
  name,
  editable,
}: {
  raid: number;
  ledger: GdkpLedger;
  name: (key: string | null) => string;
  editable: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const money = useMoney();
  const toast = useToast();
  const mark = useGdkpCall(raid, '/api/gdkpPaid');
  const holders = new Set([
    GDKP_ABSENT_ORGANIZER_KEY,
    ...ledger.participants.filter((each) => each.isBanker).map((each) => each.key),
  ]);
  const paid = new Set(ledger.paid.map((each) => each.key));
  if (ledger.trades.length === 0) return <p className="text-body-secondary">{t('gdkp.payouts.noTrades')}</p>;
  return (
    <ul className="list-unstyled gdkp-trades">
      {ledger.trades.map((trade) => {
        const key = tradePaidKey(trade, holders);
        const text = t('gdkp.payouts.trade', {
          from: name(trade.fromKey),
          to: name(trade.toKey),
          amount: money(trade.copper),
        });
        return (
          <li key={`${trade.fromKey}>${trade.toKey}`} className="gdkp-trade" data-paid={paid.has(key)}>
            {editable ? (
              <label className="form-check">
                <input
                  type="checkbox"
                  className="form-check-input"
                  checked={paid.has(key)}
                  disabled={mark.isPending}
                  onChange={(event) =>
                    mark.mutate(
                      { key, paid: event.target.checked },
                      {
                        onError: (error) => toast({ variant: 'danger', text: errorText(error, language, t) }),
                      },
                    )
                  }
                />
                <span className="form-check-label">{text}</span>
              </label>
            ) : (
              <span>
                {text}
                {paid.has(key) && (
                  <span className="badge text-bg-success ms-2">{t('gdkp.payouts.paid')}</span>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const AMOUNT_COLUMNS = ['share', 'cuts', 'spent', 'shortfall', 'net'] as const;

const EMPTY_PLAYER: Player = {
  key: '',
  name: '',
  weightBp: 0,
  shareCopper: 0,
  cutsCopper: 0,
  spentCopper: 0,
  shortfallCopper: 0,
  shortfallsOwedToCopper: 0,
  netCopper: 0,
};

/** The split: the pot and its cuts, each player's share, spending and net, and who trades whom how much. */
export function PayoutsPanel({
  raid,
  ledger,
  organizer,
}: {
  raid: number;
  ledger: GdkpLedger;
  organizer: string;
}) {
  const t = useT();
  const money = useMoney();
  const { split } = ledger;
  const editable = ledger.can.record && ledger.closed === null;
  const paidEditable = ledger.can.record;
  const participants = new Map(ledger.participants.map((each) => [each.key, each]));
  const name = keyNames(ledger, organizer);
  // Records the split leaves out (sign-ups without a share) are listed too, so a share can be given to them.
  const inSplit = new Set(split.players.map((player) => player.key));
  const rows: Player[] = [
    ...split.players,
    ...ledger.participants
      .filter((each) => each.recordId !== null && !inSplit.has(each.key))
      .map((each) => ({ ...EMPTY_PLAYER, key: each.key, name: each.name })),
  ];
  return (
    <div className="gdkp-payouts">
      <dl className="gdkp-summary">
        <div>
          <dt>{t('gdkp.payouts.pot')}</dt>
          <dd>{money(split.potCopper)}</dd>
        </div>
        <div>
          <dt>{t('gdkp.payouts.organizerCut')}</dt>
          <dd>{money(split.organizerCutCopper)}</dd>
        </div>
        {split.extraCuts.map((cut, index) => (
          // Two cuts may share a label; their order is the rules' order.
          <div key={index}>
            <dt>{cut.label}</dt>
            <dd>{money(cut.copper)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('gdkp.payouts.distributable')}</dt>
          <dd>{money(split.distributableCopper)}</dd>
        </div>
        <div>
          <dt>{t('gdkp.payouts.remainder', { name: name(split.remainder.toKey) })}</dt>
          <dd>{money(split.remainder.copper)}</dd>
        </div>
      </dl>
      <div className="table-responsive gdkp-table-wrap">
        <table className="table table-sm align-middle gdkp-table gdkp-players">
          <caption className="visually-hidden">{t('gdkp.payouts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('gdkp.payouts.player')}</th>
              <th scope="col">{t('gdkp.payouts.shareRule')}</th>
              {AMOUNT_COLUMNS.map((column) => (
                <th key={column} scope="col" className="text-end">
                  {t(`gdkp.payouts.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((player) => (
              <PlayerRow
                key={player.key}
                raid={raid}
                player={player}
                participant={participants.get(player.key)}
                editable={editable}
              />
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="h6 mt-3">{t('gdkp.payouts.settleUp')}</h3>
      <SettleUp raid={raid} ledger={ledger} name={name} editable={paidEditable} />
    </div>
  );
}
