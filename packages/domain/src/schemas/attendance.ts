import { z } from 'zod';
import { ATTENDANCE_OUTCOMES } from '../rules/attendance.js';
import { isoDateTime, optionalQueryId, snowflake } from './primitives.js';

const queryFlag = z
  .enum(['0', '1', 'true', 'false'])
  .default('1')
  .transform((value) => value === '1' || value === 'true');

const credit = z.number().min(0);

/**
 * `GET /api/attendance` and `GET /api/attendanceCsv`: the attendance of a community's players (`guild`) or of
 * one user across communities (`user`), one of the two. `from` and `to` are instants (the web sends the start of
 * the chosen local days), `to` exclusive. The bench is credited by each community's bench credit (its
 * settings); `benchCounts=0`, from links made when the credit was on or off, credits it nothing.
 */
export const attendanceQuery = z
  .object({
    guild: snowflake.optional(),
    user: snowflake.optional(),
    zone: optionalQueryId,
    /** Only the raids of this team of the community. */
    team: optionalQueryId,
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
    benchCounts: queryFlag,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  })
  .refine((query) => (query.guild === undefined) !== (query.user === undefined), {
    path: ['guild'],
    message: 'give either guild or user',
  });
export type AttendanceQuery = z.infer<typeof attendanceQuery>;

const attendanceOutcome = z.enum(ATTENDANCE_OUTCOMES);

const count = z.number().int().nonnegative();

const attendanceRaid = z.object({
  raid: z.number().int(),
  date: isoDateTime,
  zone: z.number().int(),
  outcome: attendanceOutcome,
});

/** One player of a community, or one community of a user: who, their figures and their last raids, newest first. */
const attendanceRow = z.object({
  id: z.string(),
  name: z.string(),
  /** The Discord avatar (a player) or icon (a community) hash. */
  image: z.string().nullable(),
  /** attended / expected, rounded to a whole percent. */
  percentage: count,
  /** Raids credited: each in the roster counts 1, each on the bench the bench credit (to two decimals). */
  attended: credit,
  expected: count,
  counts: z.object(
    Object.fromEntries(ATTENDANCE_OUTCOMES.map((outcome) => [outcome, count])) as Record<
      (typeof ATTENDANCE_OUTCOMES)[number],
      typeof count
    >,
  ),
  currentStreak: count,
  longestStreak: count,
  /**
   * The bench credit this row was counted with: its community's, or a team's for its team raids (the highest
   * when they differ), or 0 for `benchCounts=0`.
   */
  benchCredit: credit.max(1),
  lastRaids: z.array(attendanceRaid),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

export const attendanceAnswer = z.object({
  data: z.array(attendanceRow),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type AttendanceAnswer = z.infer<typeof attendanceAnswer>;
