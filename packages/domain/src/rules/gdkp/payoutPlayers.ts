import type { GdkpSplit } from './gdkpTypes.js';

/** The players a payout lists: those who share, hold a cut, spent, owe or receive anything. */
export function payoutPlayers(split: GdkpSplit): GdkpSplit['players'] {
  return split.players.filter(
    (player) =>
      player.weightBp > 0 ||
      player.cutsCopper > 0 ||
      player.spentCopper > 0 ||
      player.shortfallCopper > 0 ||
      player.netCopper !== 0,
  );
}
