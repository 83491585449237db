import { z } from 'zod';
import type { RaidRecord } from './record.js';
import type { Raid } from './raid.js';
import { recordMove } from './record.js';
import { rowId, snowflake } from './primitives.js';

/** Every Socket.IO event of SPEC section 7 "Real-time socket", in one typed map (server and web). */

export const identifyPayload = z.object({ id: snowflake.nullish(), username: z.string().nullish() });

export const dragAndDropPayload = z.object({
  expansion: z.string(),
  raidID: rowId,
  records: z.array(recordMove).min(1).max(80),
});
export type DragAndDropPayload = z.infer<typeof dragAndDropPayload>;

export interface ClientToServerEvents {
  identify: (payload: z.input<typeof identifyPayload>) => void;
  joinRaid: (raidId: number) => void;
  leaveRaid: (raidId: number) => void;
  DragAndDrop: (payload: DragAndDropPayload) => void;
}

export interface RecordProgress {
  char: number;
  status: 'checking' | 'done' | 'failed';
  /** Share of this sign-up's checks done, 0..100. */
  percent: number;
}

export interface ServerToClientEvents {
  raidsUpdated: () => void;
  raidCreated: (raid: Pick<Raid, 'id'> & Partial<Raid>) => void;
  raidUpdated: (raid: Pick<Raid, 'id'> & Partial<Raid>) => void;
  recordsUpdated: (payload: { raid: number; records?: RaidRecord[]; error?: boolean }) => void;
  recordProgress: (payload: RecordProgress) => void;
  charsUpdated: () => void;
}
