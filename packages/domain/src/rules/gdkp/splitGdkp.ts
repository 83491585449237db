import type { GdkpRules } from '../../schemas/gdkp.js';
import { takeCuts } from './gdkpCuts.js';
import { COPPER_PER_GOLD, mulDivFloor, roundDownTo } from './gdkpMoney.js';
import type { GdkpParticipant, GdkpPlayerResult, GdkpSaleInput, GdkpSplit } from './gdkpTypes.js';
import { shareWeightBp } from './gdkpWeights.js';

export type { GdkpParticipant, GdkpSaleInput, GdkpSplit } from './gdkpTypes.js';

/** The remainder's place; the organizer when the named place is not in the raid (null: the organizer has no character). */
function remainderKey(
  participants: readonly GdkpParticipant[],
  rules: GdkpRules,
  organizerKey: string | null,
) {
  const to = rules.remainderTo;
  const holder =
    'record' in to
      ? participants.find((p) => p.recordId === to.record)
      : to.role === 'banker'
        ? participants.find((p) => p.isBanker)
        : undefined;
  return holder?.key ?? organizerKey;
}

function spentByKey(sales: readonly GdkpSaleInput[], participants: readonly GdkpParticipant[]) {
  const spent = new Map(participants.map((p) => [p.key, 0]));
  for (const sale of sales) {
    const before = spent.get(sale.buyerKey);
    if (before === undefined) throw new Error(`the buyer ${sale.buyerKey} of a sale is not a participant`);
    spent.set(sale.buyerKey, before + sale.priceGold * COPPER_PER_GOLD);
  }
  return spent;
}

/**
 * The split of a GDKP pot (issue 29), in whole copper. The pot is the sales plus the shortfalls of a minimum
 * spend when the rules pay them into the pot; the cuts come off it (see takeCuts); the rest is shared by weight
 * (full, half, less a forfeit), each share rounded down to the rules' unit. Every rounding leftover goes to the
 * remainder place, so shares + cuts + remainder is the pot to the copper.
 *
 * The minimum spend binds those who share (weight above 0). A shortfall of rule 'owed' is not in the pot: the
 * player owes it to the organizer. Every sale's buyer must be a participant.
 */
export function splitGdkp(input: {
  sales: readonly GdkpSaleInput[];
  participants: readonly GdkpParticipant[];
  rules: GdkpRules;
}): GdkpSplit {
  const { participants, rules } = input;
  const unit = rules.roundingCopper;
  const spent = spentByKey(input.sales, participants);
  const minimumCopper = rules.minimumSpendGold * COPPER_PER_GOLD;
  const rows = participants.map((participant) => {
    const weightBp = shareWeightBp(participant, rules);
    const spentCopper = spent.get(participant.key) ?? 0;
    const shortfallCopper = weightBp > 0 ? Math.max(0, minimumCopper - spentCopper) : 0;
    return { participant, weightBp, spentCopper, shortfallCopper };
  });
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const shortfallTotal = total(rows.map((row) => row.shortfallCopper));
  const potCopper = total([...spent.values()]) + (rules.shortfall === 'pot' ? shortfallTotal : 0);

  const organizerKey = participants.find((p) => p.isOrganizer)?.key ?? null;
  const cuts = takeCuts(potCopper, participants, rules);
  const distributableCopper = potCopper - cuts.nominalCopper;
  const totalWeight = total(rows.map((row) => row.weightBp));
  const shared = rows.map((row) => ({
    ...row,
    shareCopper:
      totalWeight === 0 ? 0 : roundDownTo(mulDivFloor(distributableCopper, row.weightBp, totalWeight), unit),
  }));
  const remainder = {
    toKey: remainderKey(participants, rules, organizerKey),
    copper: cuts.dustCopper + distributableCopper - total(shared.map((row) => row.shareCopper)),
  };

  const players = shared.map(({ participant, weightBp, spentCopper, shortfallCopper, shareCopper }) => {
    const { key } = participant;
    const isOrganizer = key === organizerKey;
    const cutsCopper =
      (isOrganizer ? cuts.organizerCutCopper : 0) +
      total(cuts.extraCuts.map((cut) => (cut.toKeys.includes(key) ? cut.perKeyCopper : 0)));
    const shortfallsOwedToCopper = isOrganizer && rules.shortfall === 'owed' ? shortfallTotal : 0;
    const remainderCopper = remainder.toKey === key ? remainder.copper : 0;
    const player: GdkpPlayerResult = {
      key,
      name: participant.name,
      weightBp,
      shareCopper,
      cutsCopper,
      spentCopper,
      shortfallCopper,
      shortfallsOwedToCopper,
      netCopper:
        shareCopper + cutsCopper + shortfallsOwedToCopper + remainderCopper - spentCopper - shortfallCopper,
    };
    return player;
  });

  return {
    potCopper,
    organizerKey,
    organizerCutCopper: cuts.organizerCutCopper,
    extraCuts: cuts.extraCuts,
    distributableCopper,
    remainder,
    players,
  };
}
