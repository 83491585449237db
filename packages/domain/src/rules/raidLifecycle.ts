/** A raid counts as completed, and stops being editable, 1 hour after its start (SPEC sections 4 and 9). */
export const COMPLETION_DELAY_MS = 3_600_000;

export interface RaidTiming {
  date: Date | string;
  canceled: boolean;
}

export type RaidStatus = 'active' | 'completed' | 'canceled';

function startMs(raid: RaidTiming): number {
  return new Date(raid.date).getTime();
}

export function raidStatus(raid: RaidTiming, now: Date): RaidStatus {
  if (raid.canceled) return 'canceled';
  return now.getTime() >= startMs(raid) + COMPLETION_DELAY_MS ? 'completed' : 'active';
}

/** Leader controls (History, Raid parameters) show while the raid started less than 1 hour ago and is not canceled. */
export function isRaidEditable(raid: RaidTiming, now: Date): boolean {
  return raidStatus(raid, now) === 'active';
}

/** Sign-up and cancelling a sign-up are impossible once the raid is completed or canceled (server rule). */
export function isSignUpOpen(raid: RaidTiming, now: Date): boolean {
  return raidStatus(raid, now) === 'active';
}

/** The 'Sign up' / 'Edit sign-up' button shows only while the start is in the future and not canceled. */
export function showSignUpButton(raid: RaidTiming, now: Date): boolean {
  return !raid.canceled && startMs(raid) > now.getTime();
}

/** Completed and canceled raids move to the archive listing. */
export function shouldBeArchived(raid: RaidTiming, now: Date): boolean {
  return raidStatus(raid, now) !== 'active';
}

export interface RosterApprovalState extends RaidTiming {
  preliminaryRaidRosters: boolean;
  rosterApproved: boolean;
}

/** The roster reads 'Preliminary raid roster' until a leader with preliminary rosters on approves it. */
export function isRosterPreliminary(raid: RosterApprovalState): boolean {
  return raid.preliminaryRaidRosters && !raid.rosterApproved;
}

/** A preliminary roster may be approved while the raid is not finished (SPEC section 6). */
export function canApproveRoster(raid: RosterApprovalState, now: Date): boolean {
  return isRosterPreliminary(raid) && raidStatus(raid, now) === 'active';
}

/** After approval the roster is locked (SPEC section 4 "Roster"). */
export function isRosterLocked(raid: RosterApprovalState): boolean {
  return raid.preliminaryRaidRosters && raid.rosterApproved;
}

/** 'Soon' is the 12 hours before the start, when the time label turns orange, then red (SPEC section 4). */
const SOON_WINDOW_MS = 12 * 3_600_000;

type RaidCardState = 'upcoming' | 'soon' | 'inProgress' | 'completed' | 'canceled';

/**
 * What a raid card's stripe shows at a glance (issue 13): upcoming, soon, in progress (the hour after the
 * start), completed, canceled. Worked out from the start rather than the listed status alone, so a card kept
 * on screen moves on with the minute tick.
 */
export function raidCardState(raid: RaidTiming, now: Date): RaidCardState {
  if (raid.canceled) return 'canceled';
  const untilStart = startMs(raid) - now.getTime();
  if (untilStart <= -COMPLETION_DELAY_MS) return 'completed';
  if (untilStart <= 0) return 'inProgress';
  return untilStart <= SOON_WINDOW_MS ? 'soon' : 'upcoming';
}
