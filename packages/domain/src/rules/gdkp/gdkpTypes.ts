/**
 * The shapes the GDKP split reads and answers (issue 29). Every amount is whole copper (1 gold = 10,000 copper),
 * never a fraction: percents are basis points applied with integer arithmetic.
 */

export type GdkpPlace = 'roster' | 'bench' | 'signUp' | 'buyer' | 'outside';
export type GdkpShareKind = 'full' | 'half' | 'none';
export type GdkpForfeitKind = 'late' | 'leftEarly';

export interface GdkpParticipant {
  /** 'r:<recordId>' for a record of the raid, 'n:<lower-cased free-text name>' for a buyer from outside it. */
  key: string;
  /** The character name, or the free text. */
  name: string;
  recordId: number | null;
  /** The Discord id of the record's owner: several records of one user stay separate participants. */
  userId: string | null;
  role: 'tank' | 'healer' | 'dps' | null;
  /** roster = the approved roster; outside = a free-text buyer. */
  place: GdkpPlace;
  /** The leader's override; null = by place (roster full, bench per the rules, everyone else none). */
  share: GdkpShareKind | null;
  forfeit: GdkpForfeitKind | null;
  /** The raid leader's character in the roster (a raid may have none). */
  isOrganizer: boolean;
  isBanker: boolean;
}

export interface GdkpSaleInput {
  buyerKey: string;
  priceGold: number;
}

export interface GdkpExtraCutResult {
  label: string;
  toKeys: string[];
  /** The whole cut taken from the pot: perKeyCopper × toKeys.length plus its rounding remainder. */
  copper: number;
  perKeyCopper: number;
}

export interface GdkpPlayerResult {
  key: string;
  name: string;
  /** Share weight: full 10,000, half 5,000, less the forfeit. */
  weightBp: number;
  shareCopper: number;
  cutsCopper: number;
  spentCopper: number;
  shortfallCopper: number;
  /** The organizer's row only: the shortfalls of rule 'owed' that others owe the organizer. */
  shortfallsOwedToCopper: number;
  /**
   * share + cuts (+ the remainder when it is theirs) + shortfalls owed to them − spent − shortfall; positive =
   * receives.
   */
  netCopper: number;
}

export interface GdkpSplit {
  /** Sales, plus the shortfalls paid into the pot. */
  potCopper: number;
  /** The organizer's character, or null when the raid's leader has none in it (their money is then held for them). */
  organizerKey: string | null;
  organizerCutCopper: number;
  extraCuts: GdkpExtraCutResult[];
  /** pot − organizer cut − extra cuts. */
  distributableCopper: number;
  /** null key = the organizer, who has no character in the raid. */
  remainder: { toKey: string | null; copper: number };
  players: GdkpPlayerResult[];
}

export interface GdkpTrade {
  fromKey: string;
  toKey: string;
  copper: number;
}
