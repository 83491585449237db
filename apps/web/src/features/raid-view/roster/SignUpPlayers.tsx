import type { BenchStanding } from '@raid/domain/rules/benches';
import type { PlayerChoices } from '@raid/domain/rules/prioritySignUps';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT.js';

interface SignUpPlayerProps {
  player: PlayerChoices<RaidRecord>;
  standing: BenchStanding | undefined;
  /** The raids the standings looked at: how many, and whose (a team's, or null: the community's). */
  counted: { raids: number; team: string | null };
  chip: (record: RaidRecord) => ReactNode;
}

/**
 * One waiting player on the leader's sign-up list (issue 30): their first choice, how they fared on the bench,
 * and their alternatives in their order, each draggable into the roster as any sign-up.
 */
export function SignUpPlayer({ player, standing, counted, chip }: SignUpPlayerProps) {
  const t = useT();
  const [first, ...alternatives] = player.choices;
  if (!first) return null;
  return (
    <li className="sign-up-player" data-user={player.userID}>
      {chip(first)}
      {standing && (
        <p
          className="sign-up-standing"
          title={
            counted.team === null
              ? t('benches.standingHint', { count: counted.raids })
              : t('benches.standingHintTeam', { count: counted.raids, team: counted.team })
          }
        >
          {standing.satOutLastTime && <span className="sat-out-badge">{t('benches.satOutLastTime')}</span>}
          <span>
            {t('benches.standing', { sitOuts: standing.sitOuts, played: standing.raidsSinceSitOut })}
          </span>
        </p>
      )}
      {alternatives.length > 0 && (
        <ol
          className="sign-up-alternatives"
          aria-label={t('priority.alternatives', { name: first.username })}
        >
          {alternatives.map((record, index) => (
            <li key={record.id}>
              <span className="sign-up-alternative-number" aria-hidden>
                {t('priority.alternativeNumber', { number: index + 2 })}
              </span>
              {chip(record)}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** The characters of players already in the roster, out of the way until the rostered one leaves. */
export function AsideChoices({
  players,
  chip,
}: {
  players: ReadonlyArray<PlayerChoices<RaidRecord>>;
  chip: (record: RaidRecord) => ReactNode;
}) {
  const t = useT();
  if (players.length === 0) return null;
  return (
    <section className="sign-up-aside" aria-labelledby="sign-up-aside-title">
      <h3 id="sign-up-aside-title" className="sign-up-aside-title" title={t('priority.asideHint')}>
        {t('priority.aside')}
        <span className="roster-count">
          {players.reduce((sum, player) => sum + player.choices.length, 0)}
        </span>
      </h3>
      <p className="sign-up-aside-hint">{t('priority.asideHint')}</p>
      <ul className="sign-up-list-items">
        {players.flatMap((player) => player.choices.map((record) => <li key={record.id}>{chip(record)}</li>))}
      </ul>
    </section>
  );
}

export type BenchOrder = 'signUp' | 'fairness';

/** The sign-up list's order: by sign-up time, or the fair bench's (domain rules/benches.ts). */
export function BenchOrderToggle({
  order,
  onChange,
}: {
  order: BenchOrder;
  onChange: (order: BenchOrder) => void;
}) {
  const t = useT();
  const orders: Array<[BenchOrder, string]> = [
    ['signUp', t('benches.sortBySignUp')],
    ['fairness', t('benches.sortByFairness')],
  ];
  return (
    <div
      className="filter-tabs bench-order"
      role="group"
      aria-label={t('benches.sortLabel')}
      title={t('benches.sortHint')}
    >
      {orders.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={`filter-tab${order === value ? ' active' : ''}`}
          aria-pressed={order === value}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
