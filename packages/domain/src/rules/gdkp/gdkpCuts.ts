import type { GdkpRules } from '../../schemas/gdkp.js';
import type { GdkpExtraCutResult, GdkpParticipant } from './gdkpTypes.js';
import { COPPER_PER_GOLD, mulDivFloor, roundDownTo, WHOLE_BP } from './gdkpMoney.js';

type ExtraCutRule = GdkpRules['extraCuts'][number];

export interface GdkpCuts {
  /** Rounded down to the rules' unit; goes to the organizer. */
  organizerCutCopper: number;
  /** In the order of the rules. */
  extraCuts: GdkpExtraCutResult[];
  /** What the cuts took out of the pot before their rounding: the rest is shared. */
  nominalCopper: number;
  /** The cuts' rounding leftovers (nominal − paid out), which go to the remainder place. */
  dustCopper: number;
}

/** Who holds a cut: the named record, the raid's bankers, or the approved roster's tanks or healers. */
function cutHolders(to: ExtraCutRule['to'], participants: readonly GdkpParticipant[]): string[] {
  if ('record' in to) return participants.filter((p) => p.recordId === to.record).map((p) => p.key);
  if (to.role === 'banker') return participants.filter((p) => p.isBanker).map((p) => p.key);
  return participants.filter((p) => p.place === 'roster' && p.role === to.role).map((p) => p.key);
}

/**
 * The organizer's cut, then the extra cuts. A pot too small for them all is never overdrawn: percent cuts are
 * taken first, then fixed cuts, each in the order of the list and capped at what is left. A cut nobody holds
 * (no tank in the raid, a record that left it) takes nothing. Each cut is split equally among its holders,
 * rounded down to the unit; the leftover goes to the remainder place.
 */
export function takeCuts(
  potCopper: number,
  participants: readonly GdkpParticipant[],
  rules: GdkpRules,
): GdkpCuts {
  const unit = rules.roundingCopper;
  const organizerNominal = mulDivFloor(potCopper, rules.organizerCutBp, WHOLE_BP);
  const organizerCutCopper = roundDownTo(organizerNominal, unit);
  let available = potCopper - organizerNominal;
  let nominalCopper = organizerNominal;
  let dustCopper = organizerNominal - organizerCutCopper;

  const entries = rules.extraCuts.map((cut) => ({
    cut,
    result: { label: cut.label, toKeys: cutHolders(cut.to, participants), copper: 0, perKeyCopper: 0 },
  }));
  const percentFirst = [...entries].sort(
    (a, b) => Number(a.cut.kind === 'fixed') - Number(b.cut.kind === 'fixed'),
  );
  for (const { cut, result } of percentFirst) {
    if (result.toKeys.length === 0) continue;
    const wanted =
      cut.kind === 'percent' ? mulDivFloor(potCopper, cut.amount, WHOLE_BP) : cut.amount * COPPER_PER_GOLD;
    const nominal = Math.min(wanted, available);
    result.perKeyCopper = roundDownTo(Math.floor(nominal / result.toKeys.length), unit);
    result.copper = result.perKeyCopper * result.toKeys.length;
    available -= nominal;
    nominalCopper += nominal;
    dustCopper += nominal - result.copper;
  }
  return { organizerCutCopper, extraCuts: entries.map((entry) => entry.result), nominalCopper, dustCopper };
}
