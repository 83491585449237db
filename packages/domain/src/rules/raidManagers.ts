import { isEligibleForRaid, type RaidPlace } from './raidEligibility.js';

/**
 * Who may manage a raid (SPEC section 6): its leader (`raid.userID`), the site administrator (ADMIN_USER_ID),
 * who has the same roster rights, and for a team's raid the team's leaders (issue 30, `team_leaders`).
 */
export interface Actor {
  id: string;
}

export function isSiteAdmin(actor: Actor | null, adminUserId: string | null): boolean {
  return Boolean(actor && adminUserId && actor.id === adminUserId);
}

/** A raid as its managers are told from its row: the leader, and the leaders of its team when it has one. */
export interface ManagedRaid {
  user_id: string;
  team_leaders?: readonly string[];
}

export function canManageRaid(actor: Actor | null, raid: ManagedRaid, adminUserId: string | null): boolean {
  return Boolean(
    actor &&
    (actor.id === raid.user_id ||
      isSiteAdmin(actor, adminUserId) ||
      (raid.team_leaders ?? []).includes(actor.id)),
  );
}

/**
 * Who may create a raid in a Discord server, or move a raid there: its leaders (the server asks Discord,
 * access/guildLeadership.ts), and for a team's raid the team's leaders, who need not lead the server.
 */
export function mayLeadRaidThere(place: { leadsGuild: boolean; leadsTeam: boolean }): boolean {
  return place.leadsGuild || place.leadsTeam;
}

/**
 * A character a player may bring to a raid (lead it with, or put in place of one of their records): their own,
 * and eligible for the raid by `@raid/domain`'s rule (rules/raidEligibility: a live character of its realm and
 * faction).
 */
export function mayBringCharacter(
  playerId: string,
  character: { user_id: string; server: number; faction: number; deleted: boolean },
  raid: RaidPlace,
): boolean {
  return (
    character.user_id === playerId &&
    isEligibleForRaid({ server: character.server, faction: character.faction, off: character.deleted }, raid)
  );
}
