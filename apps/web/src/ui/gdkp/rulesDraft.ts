import type { GdkpRules } from '@raid/domain/schemas/gdkp';

/** A percent as typed: 0 to 100 with at most two decimals ("10", "12.5", "7,25"). */
const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;
const GOLD = /^\d{1,8}$/;
const MAX_GOLD = 10_000_000;

/** "12.5" → 1,250 basis points, by integer arithmetic; null when it is not a percent of 0–100. */
export function percentToBp(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** 1,250 basis points → "12.5". */
export function bpToPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Whole gold as typed, 0 to 10,000,000; null otherwise. */
export function parseGold(text: string): number | null {
  const trimmed = text.trim();
  if (!GOLD.test(trimmed)) return null;
  const gold = Number(trimmed);
  return gold <= MAX_GOLD ? gold : null;
}

/** Where a cut or the remainder goes, as one select value: 'role:tank', 'record:12'. */
type TargetValue = string;

export interface ExtraCutDraft {
  label: string;
  kind: 'percent' | 'fixed';
  /** A percent when kind is percent, whole gold when fixed. */
  amount: string;
  to: TargetValue;
}

/** The rules as the form holds them: numbers as typed, targets as select values. */
export interface RulesDraft {
  organizerCut: string;
  extraCuts: ExtraCutDraft[];
  minimumSpend: string;
  shortfall: GdkpRules['shortfall'];
  lateForfeit: string;
  leftEarlyForfeit: string;
  bench: GdkpRules['bench'];
  rounding: GdkpRules['roundingCopper'];
  remainderTo: TargetValue;
  hiddenFromVisitors: boolean;
}

type Target = { role: string } | { record: number };

function targetValue(to: Target): TargetValue {
  return 'role' in to ? `role:${to.role}` : `record:${to.record}`;
}

function parseTarget(value: TargetValue): Target | null {
  const [kind, rest = ''] = value.split(':');
  if (kind === 'role' && rest) return { role: rest };
  if (kind === 'record' && /^\d+$/.test(rest)) return { record: Number(rest) };
  return null;
}

export function rulesToDraft(rules: GdkpRules): RulesDraft {
  return {
    organizerCut: bpToPercent(rules.organizerCutBp),
    extraCuts: rules.extraCuts.map((cut) => ({
      label: cut.label,
      kind: cut.kind,
      amount: cut.kind === 'percent' ? bpToPercent(cut.amount) : String(cut.amount),
      to: targetValue(cut.to),
    })),
    minimumSpend: String(rules.minimumSpendGold),
    shortfall: rules.shortfall,
    lateForfeit: bpToPercent(rules.lateForfeitBp),
    leftEarlyForfeit: bpToPercent(rules.leftEarlyForfeitBp),
    bench: rules.bench,
    rounding: rules.roundingCopper,
    remainderTo: targetValue(rules.remainderTo),
    hiddenFromVisitors: rules.hiddenFromVisitors,
  };
}

/** The fields of the draft that do not hold a valid value, by name ('organizerCut', 'extraCut.2.amount'…). */
export function draftErrors(draft: RulesDraft): Set<string> {
  const errors = new Set<string>();
  if (percentToBp(draft.organizerCut) === null) errors.add('organizerCut');
  if (parseGold(draft.minimumSpend) === null) errors.add('minimumSpend');
  if (percentToBp(draft.lateForfeit) === null) errors.add('lateForfeit');
  if (percentToBp(draft.leftEarlyForfeit) === null) errors.add('leftEarlyForfeit');
  draft.extraCuts.forEach((cut, index) => {
    const label = cut.label.trim();
    if (label.length === 0 || label.length > 40) errors.add(`extraCut.${index}.label`);
    const amount = cut.kind === 'percent' ? percentToBp(cut.amount) : parseGold(cut.amount);
    if (amount === null) errors.add(`extraCut.${index}.amount`);
  });
  return errors;
}

/** The rules the draft stands for, or null while a field is invalid. */
export function draftToRules(draft: RulesDraft): GdkpRules | null {
  if (draftErrors(draft).size > 0) return null;
  const remainder = parseTarget(draft.remainderTo);
  const remainderTo: GdkpRules['remainderTo'] =
    remainder && 'record' in remainder
      ? remainder
      : { role: remainder?.role === 'banker' ? 'banker' : 'organizer' };
  return {
    organizerCutBp: percentToBp(draft.organizerCut) ?? 0,
    extraCuts: draft.extraCuts.map((cut) => {
      const to = parseTarget(cut.to);
      return {
        label: cut.label.trim(),
        kind: cut.kind,
        amount: (cut.kind === 'percent' ? percentToBp(cut.amount) : parseGold(cut.amount)) ?? 0,
        to: to && 'record' in to ? to : { role: roleTarget(to?.role) },
      };
    }),
    minimumSpendGold: parseGold(draft.minimumSpend) ?? 0,
    shortfall: draft.shortfall,
    lateForfeitBp: percentToBp(draft.lateForfeit) ?? 0,
    leftEarlyForfeitBp: percentToBp(draft.leftEarlyForfeit) ?? 0,
    bench: draft.bench,
    roundingCopper: draft.rounding,
    remainderTo,
    hiddenFromVisitors: draft.hiddenFromVisitors,
  };
}

function roleTarget(role: string | undefined): 'tank' | 'healer' | 'banker' {
  return role === 'healer' || role === 'banker' ? role : 'tank';
}
