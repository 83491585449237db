import { z } from 'zod';
import type { GdkpParticipant, GdkpSplit, GdkpTrade } from '../rules/gdkp/gdkpTypes.js';
import { REASON_MAX } from '../rules/textLimits.js';
import { freeText, isoDateTime, rowId, snowflake } from './primitives.js';

export type {
  GdkpExtraCutResult,
  GdkpParticipant,
  GdkpPlayerResult,
  GdkpSaleInput,
  GdkpSplit,
  GdkpTrade,
} from '../rules/gdkp/gdkpTypes.js';

/** The "roles" an extra cut can go to (issue 29): every holder of the role gets an equal part. */
export const GDKP_ROLE_TARGETS = ['tank', 'healer', 'banker'] as const;

/** 0 … 100 % in basis points: money is never multiplied by a fraction. */
const basisPoints = z.number().int().min(0).max(10_000);
/** Prices and fixed cuts are entered in whole gold. */
export const GDKP_GOLD_MAX = 10_000_000;
const wholeGold = z.number().int().min(0).max(GDKP_GOLD_MAX);
export const GDKP_SALES_MAX = 500;
export const GDKP_BANKERS_MAX = 5;
export const GDKP_EXTRA_CUTS_MAX = 10;
export const GDKP_ITEM_NAME_MAX = 100;
export const GDKP_BUYER_NAME_MAX = 40;
export const GDKP_CUT_LABEL_MAX = 40;
/** A pasted addon export: 500 sales of a long item link each fit with room to spare. */
export const GDKP_IMPORT_TEXT_MAX = 200_000;

const extraCut = z
  .object({
    label: freeText(GDKP_CUT_LABEL_MAX),
    kind: z.enum(['percent', 'fixed']),
    /** Basis points when percent, whole gold when fixed. */
    amount: wholeGold,
    to: z.union([z.object({ role: z.enum(GDKP_ROLE_TARGETS) }), z.object({ record: rowId })]),
  })
  .refine((cut) => cut.kind === 'fixed' || cut.amount <= 10_000, {
    path: ['amount'],
    message: 'a percent cut is at most 10,000 basis points',
  });

export const gdkpRules = z.object({
  /** The organizer's cut, basis points of the pot. */
  organizerCutBp: basisPoints,
  extraCuts: z.array(extraCut).max(GDKP_EXTRA_CUTS_MAX),
  /** 0 = no minimum. */
  minimumSpendGold: wholeGold,
  /** pot: the shortfall is paid into the pot and shared; owed: the player owes it to the organizer. */
  shortfall: z.enum(['pot', 'owed']),
  lateForfeitBp: basisPoints,
  leftEarlyForfeitBp: basisPoints,
  /** How the bench shares, unless the leader overrides a person. */
  bench: z.enum(['full', 'half', 'none']),
  /** Shares and cuts are rounded down to copper, silver or gold. */
  roundingCopper: z.union([z.literal(1), z.literal(100), z.literal(10_000)]),
  remainderTo: z.union([
    z.object({ role: z.literal('organizer') }),
    z.object({ role: z.literal('banker') }),
    z.object({ record: rowId }),
  ]),
  /** The ledger is hidden from people who may not sign up. */
  hiddenFromVisitors: z.boolean(),
});
export type GdkpRules = z.infer<typeof gdkpRules>;

export const DEFAULT_GDKP_RULES: GdkpRules = {
  organizerCutBp: 1_000,
  extraCuts: [],
  minimumSpendGold: 0,
  shortfall: 'pot',
  lateForfeitBp: 0,
  leftEarlyForfeitBp: 0,
  bench: 'none',
  roundingCopper: 10_000,
  remainderTo: { role: 'organizer' },
  hiddenFromVisitors: false,
};

export const gdkpShare = z.enum(['full', 'half', 'none']);
export const gdkpForfeit = z.enum(['late', 'leftEarly']).nullable();

/** 'r:<record id>' for a record of the raid, 'n:<lower-cased name>' for a buyer from outside it. */
export const gdkpParticipantKey = z
  .string()
  .max(GDKP_BUYER_NAME_MAX + 2)
  .regex(/^(r:[1-9]\d*|n:.+)$/, 'must be r:<record> or n:<name>');

/** `GET /api/gdkp`, `GET /api/gdkpSalesCsv`, `GET /api/gdkpPayoutsCsv`. */
export const gdkpQuery = z.object({ raid: rowId });
/** `POST /api/gdkpClose`, `POST /api/gdkpPostPayouts`. */
export const gdkpRaidPayload = z.object({ raid: rowId });

const saleFields = z.object({
  itemName: freeText(GDKP_ITEM_NAME_MAX).pipe(z.string().trim().min(1)),
  itemId: rowId.nullish(),
  /** A boss of the raid's zones. */
  boss: rowId.nullish(),
  /** A record of this raid, or else buyerName: a free-text name for someone outside it. */
  buyerRecord: rowId.nullish(),
  buyerName: freeText(GDKP_BUYER_NAME_MAX).pipe(z.string().trim().min(1)).nullish(),
  priceGold: wholeGold,
});
const oneBuyer = (sale: { buyerRecord?: number | null; buyerName?: string | null }) =>
  (sale.buyerRecord == null) !== (sale.buyerName == null);
const oneBuyerIssue = { path: ['buyerRecord'], message: 'give either buyerRecord or buyerName' };

/** `POST /api/gdkpSale`. */
export const gdkpSalePayload = saleFields.extend({ raid: rowId }).refine(oneBuyer, oneBuyerIssue);
export type GdkpSalePayload = z.infer<typeof gdkpSalePayload>;
/** `POST /api/gdkpSaleEdit`: the sale's raid is the one it was recorded in. */
export const gdkpSaleEditPayload = saleFields.extend({ id: rowId }).refine(oneBuyer, oneBuyerIssue);
export type GdkpSaleEditPayload = z.infer<typeof gdkpSaleEditPayload>;
/** `POST /api/gdkpSaleDelete`. */
export const gdkpSaleDeletePayload = z.object({ id: rowId });

/** `POST /api/gdkpRules`. */
export const gdkpRulesPayload = z.object({ raid: rowId, rules: gdkpRules });
/** `POST /api/gdkpBankers`: the whole list of bankers, replacing the previous one. */
export const gdkpBankersPayload = z.object({ raid: rowId, users: z.array(snowflake).max(GDKP_BANKERS_MAX) });
/** `POST /api/gdkpParticipant`: null share = by place, null forfeit = none. */
export const gdkpParticipantPayload = z.object({
  raid: rowId,
  record: rowId,
  share: gdkpShare.nullable(),
  forfeit: gdkpForfeit,
});
/** `POST /api/gdkpPaid`. */
export const gdkpPaidPayload = z.object({ raid: rowId, key: gdkpParticipantKey, paid: z.boolean() });
/** `POST /api/gdkpReopen`: the reason goes into the raid's history. */
export const gdkpReopenPayload = z.object({
  raid: rowId,
  reason: freeText(REASON_MAX).pipe(z.string().trim().min(1)),
});
/** `POST /api/gdkpImport`: a pasted Gargul GDKP export. */
export const gdkpImportPayload = z.object({ raid: rowId, text: z.string().max(GDKP_IMPORT_TEXT_MAX) });
/** `GET /api/gdkpDefaults` and `POST /api/gdkpDefaults`: a Discord server's default rules (Settings). */
export const gdkpDefaultsQuery = z.object({ guild: snowflake });
export const gdkpDefaultsPayload = z.object({ guild: snowflake, rules: gdkpRules });
export const gdkpDefaultsAnswer = z.object({ rules: gdkpRules });
/** `GET /api/gdkpHistory`: one user's GDKP raids, or a community's; one of the two. */
export const gdkpHistoryQuery = z
  .object({ user: snowflake.optional(), guild: snowflake.optional() })
  .refine((query) => (query.user === undefined) !== (query.guild === undefined), {
    path: ['user'],
    message: 'give either user or guild',
  });

const copper = z.number().int().nonnegative();
const signedCopper = z.number().int();

export const gdkpHistoryAnswer = z.object({
  rows: z.array(
    z.object({
      raid: z.number().int(),
      date: isoDateTime,
      zone: z.number().int(),
      name: z.string(),
      spentCopper: copper,
      receivedCopper: signedCopper,
    }),
  ),
});

const gdkpParticipant = z.object({
  key: z.string(),
  name: z.string(),
  recordId: z.number().int().nullable(),
  userId: z.string().nullable(),
  role: z.enum(['tank', 'healer', 'dps']).nullable(),
  place: z.enum(['roster', 'bench', 'signUp', 'buyer', 'outside']),
  share: gdkpShare.nullable(),
  forfeit: gdkpForfeit,
  isOrganizer: z.boolean(),
  isBanker: z.boolean(),
}) satisfies z.ZodType<GdkpParticipant>;

const gdkpSplit = z.object({
  potCopper: copper,
  organizerKey: z.string().nullable(),
  organizerCutCopper: copper,
  extraCuts: z.array(
    z.object({ label: z.string(), toKeys: z.array(z.string()), copper, perKeyCopper: copper }),
  ),
  distributableCopper: copper,
  remainder: z.object({ toKey: z.string().nullable(), copper }),
  players: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      weightBp: z.number().int().min(0).max(10_000),
      shareCopper: copper,
      cutsCopper: copper,
      spentCopper: copper,
      shortfallCopper: copper,
      shortfallsOwedToCopper: copper,
      netCopper: signedCopper,
    }),
  ),
}) satisfies z.ZodType<GdkpSplit>;

const gdkpTrade = z.object({ fromKey: z.string(), toKey: z.string(), copper }) satisfies z.ZodType<GdkpTrade>;

const person = z.object({ id: z.string(), name: z.string() });

export const gdkpLedgerAnswer = z.object({
  raid: z.number().int(),
  version: z.number().int(),
  closed: z.object({ at: isoDateTime, by: z.string() }).nullable(),
  rules: gdkpRules,
  bankers: z.array(person),
  sales: z.array(
    z.object({
      id: z.number().int(),
      itemName: z.string(),
      itemId: z.number().int().nullable(),
      itemUrl: z.string().nullable(),
      boss: z.number().int().nullable(),
      buyerKey: z.string(),
      buyerName: z.string(),
      buyerRecord: z.number().int().nullable(),
      priceGold: wholeGold,
      createdBy: person,
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    }),
  ),
  participants: z.array(gdkpParticipant),
  split: gdkpSplit,
  trades: z.array(gdkpTrade),
  paid: z.array(z.object({ key: z.string(), by: z.string(), at: isoDateTime })),
  /** record = the leader or a banker; manage = the leader. */
  can: z.object({ record: z.boolean(), manage: z.boolean() }),
});
export type GdkpLedgerAnswer = z.infer<typeof gdkpLedgerAnswer>;

/** `POST /api/gdkpImport`'s answer: the names that matched no record of the raid are kept as free text. */
export const gdkpImportAnswer = z.object({
  ledger: gdkpLedgerAnswer,
  imported: z.number().int().nonnegative(),
  matched: z.number().int().nonnegative(),
  unmatched: z.array(z.string()),
});

/** Socket event `gdkpUpdated`, to the raid's room after every committed ledger change. */
export const gdkpUpdatedEvent = z.object({
  raid: z.number().int(),
  version: z.number().int(),
  potCopper: copper,
});
export type GdkpUpdatedEvent = z.infer<typeof gdkpUpdatedEvent>;
