import { z } from 'zod';
import { rowId, snowflake } from './primitives.js';

/** `GET /api/sitOuts?raid=`: the bench standings of the players signed up for a raid (issue 30). */
export const sitOutsQuery = z.object({ raid: rowId });

const count = z.number().int().nonnegative();

const benchStanding = z.object({
  userID: snowflake,
  sitOuts: count,
  raidsSinceSitOut: count,
  satOutLastTime: z.boolean(),
});

/**
 * Counted over the raids of the raid's community (and expansion) that ran before it and were recorded in
 * attendance, or over its team's such raids for a team raid; a player without any such raid is left out.
 */
export const sitOutsAnswer = z.object({
  raid: z.number().int(),
  /** The name of the team whose raids were counted (a team raid); null: the community's. */
  team: z.string().nullable(),
  /** How many raids the standings were counted over. */
  raidsCounted: count,
  players: z.array(benchStanding),
});
export type SitOutsAnswer = z.infer<typeof sitOutsAnswer>;
