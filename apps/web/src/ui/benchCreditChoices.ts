/** Tenths from 0 to 1: fine enough for a bench credit (issue 30), few enough for a select. */
const BENCH_CREDIT_CHOICES = Array.from({ length: 11 }, (_, index) => index / 10);

/**
 * The bench credits a select offers (the community's in settings, a team's in the team dialog), with a value set
 * elsewhere (the API takes hundredths) kept among them.
 */
export function benchCreditChoices(current: number | null): number[] {
  return current === null || BENCH_CREDIT_CHOICES.includes(current)
    ? BENCH_CREDIT_CHOICES
    : [...BENCH_CREDIT_CHOICES, current].sort((a, b) => a - b);
}
