import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gdkpRules, type GdkpRules } from '../../schemas/gdkp.js';
import { splitGdkp, type GdkpParticipant, type GdkpSaleInput } from './splitGdkp.js';

const MAX_RECORD = 40;

const participantFields = fc.record({
  role: fc.constantFrom('tank', 'healer', 'dps', null),
  place: fc.constantFrom('roster', 'roster', 'roster', 'bench', 'signUp', 'buyer', 'outside'),
  share: fc.constantFrom('full', 'half', 'none', null, null),
  forfeit: fc.constantFrom('late', 'leftEarly', null, null),
  isBanker: fc.boolean(),
});

/** Records r:1 … r:n (one of them perhaps the organizer) and free-text buyers from outside. */
const participants: fc.Arbitrary<GdkpParticipant[]> = fc
  .tuple(fc.array(participantFields, { maxLength: MAX_RECORD }), fc.option(fc.nat(MAX_RECORD)))
  .map(([fieldsList, organizerIndex]) =>
    fieldsList.map((fields, index): GdkpParticipant => {
      const outside = fields.place === 'outside';
      return {
        ...fields,
        key: outside ? `n:buyer${index}` : `r:${index + 1}`,
        name: `Player${index}`,
        recordId: outside ? null : index + 1,
        userId: outside ? null : String(index),
        isOrganizer: !outside && index === organizerIndex,
      };
    }),
  );

const recordId = fc.integer({ min: 1, max: MAX_RECORD + 5 });
const rules: fc.Arbitrary<GdkpRules> = fc.record({
  organizerCutBp: fc.integer({ min: 0, max: 10_000 }),
  extraCuts: fc.array(
    fc.oneof(
      fc.record({
        label: fc.constant('Percent'),
        kind: fc.constant('percent' as const),
        amount: fc.integer({ min: 0, max: 10_000 }),
        to: fc.oneof(
          fc.record({ role: fc.constantFrom('tank', 'healer', 'banker') }),
          fc.record({ record: recordId }),
        ),
      }),
      fc.record({
        label: fc.constant('Fixed'),
        kind: fc.constant('fixed' as const),
        amount: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 10_000_000 })),
        to: fc.oneof(
          fc.record({ role: fc.constantFrom('tank', 'healer', 'banker') }),
          fc.record({ record: recordId }),
        ),
      }),
    ),
    { maxLength: 10 },
  ),
  minimumSpendGold: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 })),
  shortfall: fc.constantFrom('pot', 'owed'),
  lateForfeitBp: fc.integer({ min: 0, max: 10_000 }),
  leftEarlyForfeitBp: fc.integer({ min: 0, max: 10_000 }),
  bench: fc.constantFrom('full', 'half', 'none'),
  roundingCopper: fc.constantFrom(1, 100, 10_000),
  remainderTo: fc.oneof(
    fc.constant({ role: 'organizer' as const }),
    fc.constant({ role: 'banker' as const }),
    fc.record({ record: recordId }),
  ),
  hiddenFromVisitors: fc.boolean(),
});

const price = fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 10_000_000 }));
/** A ledger: participants, sales bought by some of them, rules. */
const ledger = fc.tuple(participants, rules).chain(([people, ledgerRules]) =>
  fc.record({
    participants: fc.constant(people),
    rules: fc.constant(ledgerRules),
    sales:
      people.length === 0
        ? fc.constant<GdkpSaleInput[]>([])
        : fc.array(fc.record({ buyerKey: fc.constantFrom(...people.map((p) => p.key)), priceGold: price }), {
            maxLength: 60,
          }),
  }),
);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('splitGdkp: invariants for any ledger (fast-check)', () => {
  it('generates only rules the schema accepts', () => {
    fc.assert(fc.property(rules, (generated) => gdkpRules.safeParse(generated).success));
  });

  it('shares + organizer cut + extra cuts + remainder === pot, to the copper', () => {
    fc.assert(
      fc.property(ledger, (input) => {
        const split = splitGdkp(input);
        const paidOut =
          sum(split.players.map((p) => p.shareCopper)) +
          split.organizerCutCopper +
          sum(split.extraCuts.map((cut) => cut.copper)) +
          split.remainder.copper;
        expect(paidOut).toBe(split.potCopper);
        expect(split.potCopper).toBeGreaterThanOrEqual(sum(input.sales.map((s) => s.priceGold * 10_000)));
      }),
      { numRuns: 500 },
    );
  });

  it('never answers a negative amount', () => {
    fc.assert(
      fc.property(ledger, (input) => {
        const split = splitGdkp(input);
        const amounts = [
          split.potCopper,
          split.organizerCutCopper,
          split.distributableCopper,
          split.remainder.copper,
          ...split.extraCuts.flatMap((cut) => [cut.copper, cut.perKeyCopper]),
          ...split.players.flatMap((p) => [p.shareCopper, p.cutsCopper, p.spentCopper, p.shortfallCopper]),
        ];
        expect(amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('gives no share to anyone whose share is none, and rounds every payout down to the unit', () => {
    fc.assert(
      fc.property(ledger, (input) => {
        const split = splitGdkp(input);
        const unit = input.rules.roundingCopper;
        input.participants.forEach((participant, index) => {
          const result = split.players[index];
          if (participant.share === 'none') expect(result?.shareCopper).toBe(0);
          if (result?.weightBp === 0) expect(result.shareCopper).toBe(0);
          expect((result?.shareCopper ?? 0) % unit).toBe(0);
        });
        expect(split.organizerCutCopper % unit).toBe(0);
        for (const cut of split.extraCuts) expect(cut.perKeyCopper % unit).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it("balances the nets: what players pay in is what they receive, but for an absent organizer's money", () => {
    fc.assert(
      fc.property(ledger, (input) => {
        const split = splitGdkp(input);
        const nets = sum(split.players.map((p) => p.netCopper));
        if (split.organizerKey !== null) {
          expect(split.remainder.toKey).not.toBeNull();
          expect(nets).toBe(0);
        } else {
          const owed =
            input.rules.shortfall === 'owed' ? sum(split.players.map((p) => p.shortfallCopper)) : 0;
          const remainder = split.remainder.toKey === null ? split.remainder.copper : 0;
          expect(nets + split.organizerCutCopper + remainder + owed).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
