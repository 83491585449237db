import type { GdkpParticipant } from '../rules/gdkp/gdkpTypes.js';

/** For tests: record `id` of a raid as a GDKP participant, a dps of the approved roster unless told otherwise. */
export function gdkpMember(id: number, fields: Partial<GdkpParticipant> = {}): GdkpParticipant {
  return {
    key: `r:${id}`,
    name: `Player${id}`,
    recordId: id,
    userId: String(1000 + id),
    role: 'dps',
    place: 'roster',
    share: null,
    forfeit: null,
    isOrganizer: false,
    isBanker: false,
    ...fields,
  };
}
