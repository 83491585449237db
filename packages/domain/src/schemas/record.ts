import { z } from 'zod';
import { ANSWER_MAX, REASON_MAX } from '../rules/textLimits.js';
import { freeText, ROW_ID_MAX, rowId, snowflake } from './primitives.js';

export const signUpStatus = z.enum(['tentative', 'late', 'absence']);
export type SignUpStatus = z.infer<typeof signUpStatus>;

/** One character's sign-up (SPEC section 3 "Record"). */
export const record = z.object({
  id: z.number().int(),
  raid: z.number().int(),
  userID: snowflake,
  username: z.string(),
  charID: z.number().int(),
  /** 0 = sign-up list, 1..size = roster slot. */
  slot: z.number().int(),
  /** 1 tank, 2 healer, above 2 dps. */
  role: z.number().int(),
  role2: z.number().int().nullable(),
  leader: z.boolean(),
  byer: z.boolean(),
  logs: z.number().nullable(),
  ilvl: z.number().int().nullable(),
  specID: z.number().int(),
  class: z.number().int(),
  status: signUpStatus.nullable(),
  /** The player's order of preference among their characters in the raid: 1 is the first choice (issue 30). */
  preference: z.number().int().positive(),
  activeChangeRequest: z.boolean(),
  charName: z.string(),
  classEng: z.string(),
  roleEng: z.string(),
  specEng: z.string(),
  image: z.string(),
  spec2Eng: z.string(),
  image2: z.string(),
  date: z.string(),
  /** When the character is saved to the raid's zone in the raid's reset by another raid or by hand: until when. */
  savedUntil: z.string().nullable(),
});
export type RaidRecord = z.infer<typeof record>;
export const recordsAnswer = z.array(record);

export const recordsQuery = z.object({ raid: rowId });

/** `POST /api/refreshRecords`: sign up (chars), edit, or cancel (empty chars, cancel, reason). */
export const refreshRecordsPayload = z.object({
  raid: rowId,
  /** In the player's order of preference: the first is their first choice (issue 30). */
  chars: z.array(rowId).max(50),
  /** The spec chosen per character id; the main spec when absent. */
  specs: z.record(z.string(), z.number().int().positive()).optional(),
  cancel: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  reason: freeText(REASON_MAX).optional(),
  /** Answers keyed by question id. */
  answers: z.record(z.string(), freeText(ANSWER_MAX)).optional(),
  /** True once the player has confirmed signing up a character already saved to the raid's zone this reset. */
  confirmSaved: z.boolean().optional(),
});
export type RefreshRecordsPayload = z.infer<typeof refreshRecordsPayload>;

/** Per-character outcome of a sign-up (SPEC section 5 "Sign-up" result texts). */
const signUpResultCode = z.enum([
  'success',
  /** Accepted as a buyer because a requirement was not met and the raid allows buyers. */
  'buyer',
  'logsBelow',
  'ilvlLower',
  /** An item level is required and Warcraft Logs has none for the character (no gear profile). */
  'ilvlUnknown',
  /** 'Char not finded on warcraftlogs' (the original's result 404). */
  'notFound',
  'similarRaid',
  'logsNotReceived',
]);

const signUpResult = z.object({
  char: z.number().int(),
  result: signUpResultCode,
  charName: z.string(),
  logs: z.number().nullable(),
  ilvl: z.number().int().nullable(),
  requiredLogs: z.number().int(),
  requiredIlvl: z.number().int(),
  /** The similar raid that already accepted the character. */
  otherRaid: z.number().int().nullable(),
});
export type SignUpResult = z.infer<typeof signUpResult>;

export const refreshRecordsAnswer = z.union([
  z.object({ private: z.literal(true) }),
  z.object({ results: z.array(signUpResult) }),
]);

/** `POST /api/setSpec`. */
export const setSpecPayload = z.object({ record: rowId, spec: z.number().int().positive() });

/** `POST /api/approveRoster`. */
export const approveRosterPayload = z.object({ raid: rowId });

/** `POST /api/setStatus`: pressing the same status again removes it (SPEC section 4 "Sign-up"). */
export const setStatusPayload = z.object({ record: rowId, status: signUpStatus });

/** `GET /api/changeRequest`: ask the owner of `char` to put `newChar` in its place (0 = add a character). */
export const changeRequestQuery = z.object({
  raid: rowId,
  char: rowId,
  newChar: z.coerce.number().int().nonnegative().max(ROW_ID_MAX),
});

/** `POST /api/answerChangeRequest`: the owner accepts or declines, optionally with a reason. */
export const answerChangeRequestPayload = z.object({
  record: rowId,
  accept: z.boolean(),
  reason: freeText(REASON_MAX).optional(),
  /** Accepting a request to add a character: which of the owner's characters takes the record's place. */
  char: rowId.optional(),
});

/** One roster change of `DragAndDrop` and of `POST /api/moveRecords`. */
export const recordMove = z.object({ id: rowId, slot: z.number().int().min(0).max(40) });
export type RecordMove = z.infer<typeof recordMove>;

export const moveRecordsPayload = z.object({
  raidID: rowId,
  records: z.array(recordMove).min(1).max(80),
});

/** `GET /api/charInfo` (the leader's character popover). */
export const charInfoQuery = z.object({ raid: rowId, char: rowId, spec: z.coerce.number().int().positive() });

export const charInfoAnswer = z.object({
  raid: z.number().int(),
  charName: z.string(),
  /**
   * `log` and `ilvl`: the record's figures as its sign-up check stored them (what the roster shows); log1..3
   * (best-performance average per raid zone) and encounterLogs: Warcraft Logs' answer now, for the spec.
   */
  log: z.number().nullable(),
  log1: z.number().nullable(),
  log2: z.number().nullable(),
  log3: z.number().nullable(),
  ilvl: z.number().int().nullable(),
  encounterLogs: z.array(
    z.object({
      encounter: z.number().int(),
      encounterName: z.string(),
      encounterNameEng: z.string(),
      zone: z.number().int(),
      log: z.number().nullable(),
      kills: z.number().int(),
    }),
  ),
  chars: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slot: z.number().int().nullable(),
      recorded: z.boolean(),
      activeChangeRequest: z.boolean(),
    }),
  ),
  questions: z.array(z.object({ question: z.string(), answer: z.string() })),
  userID: snowflake,
});
export type CharInfoAnswer = z.infer<typeof charInfoAnswer>;
