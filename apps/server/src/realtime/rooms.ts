import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RealtimeSocket } from './types.js';

/** Room names: one per expansion (the lists), per raid (its records) and per user (their own sockets). */
export const expansionRoom = (expansion: ExpansionKey) => `expansion:${expansion}`;
export const raidRoom = (raidId: number) => `raid:${raidId}`;
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * A page shows one raid at a time; the bound only stops a client from joining rooms without end. Joining one
 * more leaves the raid joined longest ago, so a client that forgets leaveRaid still follows what it opened last.
 */
const MAX_RAID_ROOMS = 10;

export function joinRaidRoom(socket: RealtimeSocket, raidId: number): void {
  const joined = [...socket.rooms].filter((room) => room.startsWith('raid:'));
  const room = raidRoom(raidId);
  if (joined.includes(room)) return;
  if (joined.length >= MAX_RAID_ROOMS && joined[0]) void socket.leave(joined[0]);
  void socket.join(room);
}
