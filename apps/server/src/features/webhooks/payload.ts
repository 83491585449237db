import type { AppDeps } from '../../appDeps.js';
import { presentRaid } from '../../presenters/raids.js';
import { findRaidView } from '../../data/raids.js';
import { guildName, type ClaimedDelivery } from '../../data/webhooks.js';

/**
 * The JSON a receiver gets: the delivery's id and event, the community, and the raid as `GET /api/raids?id=`
 * presents it without its records and their `recordsVersion` (public fields only). It is read at the first try, so a coalesced sign-up
 * delivery tells the state after the burst.
 */
export async function deliveryBody(
  deps: Pick<AppDeps, 'db' | 'now'>,
  delivery: Pick<ClaimedDelivery, 'id' | 'event' | 'expansion' | 'raid_id' | 'created_at' | 'guild_id'>,
): Promise<string> {
  const view =
    delivery.raid_id !== null && delivery.expansion !== null
      ? await findRaidView(deps.db, delivery.expansion, delivery.raid_id)
      : undefined;
  const guild = await guildName(deps.db, delivery.guild_id);
  return JSON.stringify({
    id: delivery.id,
    event: delivery.event,
    createdAt: new Date(delivery.created_at).toISOString(),
    community: { id: delivery.guild_id, name: guild?.name ?? null },
    raid: view ? presentRaid(view, deps.now()) : null,
  });
}
