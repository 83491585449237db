import type { GdkpRules } from '../../schemas/gdkp.js';
import type { GdkpParticipant, GdkpShareKind } from './gdkpTypes.js';
import { mulDivFloor, WHOLE_BP } from './gdkpMoney.js';

/** The leader's override, or else by place: the approved roster shares fully, the bench per the rules, no one else. */
export function resolvedShare(participant: GdkpParticipant, rules: GdkpRules): GdkpShareKind {
  if (participant.share !== null) return participant.share;
  if (participant.place === 'roster') return 'full';
  if (participant.place === 'bench') return rules.bench;
  return 'none';
}

const BASE_WEIGHT_BP: Record<GdkpShareKind, number> = { full: WHOLE_BP, half: WHOLE_BP / 2, none: 0 };

/** The share's weight in basis points: the forfeit withholds its percent of the person's full or half share. */
export function shareWeightBp(participant: GdkpParticipant, rules: GdkpRules): number {
  const base = BASE_WEIGHT_BP[resolvedShare(participant, rules)];
  const forfeitBp =
    participant.forfeit === 'late'
      ? rules.lateForfeitBp
      : participant.forfeit === 'leftEarly'
        ? rules.leftEarlyForfeitBp
        : 0;
  return base - mulDivFloor(base, forfeitBp, WHOLE_BP);
}
