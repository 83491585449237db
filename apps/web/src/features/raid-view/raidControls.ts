import {
  canApproveRoster,
  isRaidEditable,
  isRosterLocked,
  showSignUpButton,
} from '@raid/domain/rules/raidLifecycle';
import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';

export interface RaidControls {
  /**
   * The viewer manages this raid: it is the raid's userID, the site administrator (SPEC section 6), or a leader
   * of the raid's team (issue 30).
   */
  leader: boolean;
  /** History and Raid parameters: the leader, while the raid started less than an hour ago and is not canceled. */
  leaderTools: boolean;
  /** 'Sign up', 'Edit sign-up' (the viewer already has a record), or nothing. */
  signUp: 'signUp' | 'editSignUp' | null;
  /** The leader may drag records: the raid is editable and its roster not locked by approval. */
  rosterEditable: boolean;
  approve: boolean;
}

interface Viewer {
  /** null: logged out. */
  id: string | null;
  /** The session is still being asked for: no player control shows until it is known. */
  loading: boolean;
  /** The site administrator, who has the leader's roster rights in every raid. */
  siteAdmin?: boolean;
}

/** Which of the raid view's controls the viewer gets (SPEC section 2 "Raid view", section 6). */
export function raidControls(
  raid: Raid,
  records: readonly RaidRecord[],
  viewer: Viewer,
  now: Date,
): RaidControls {
  const ownRaid = viewer.id !== null && viewer.id === raid.userID;
  const leadsTeam = viewer.id !== null && (raid.teamLeaders ?? []).includes(viewer.id);
  const leader = ownRaid || leadsTeam || (viewer.id !== null && viewer.siteAdmin === true);
  const editable = isRaidEditable(raid, now);
  const signedUp = viewer.id !== null && records.some((record) => record.userID === viewer.id);
  // The administrator may still sign up to another leader's raid like any player.
  const signUpShown = !ownRaid && !viewer.loading && showSignUpButton(raid, now);
  return {
    leader,
    leaderTools: leader && editable,
    signUp: signUpShown ? (signedUp ? 'editSignUp' : 'signUp') : null,
    rosterEditable: leader && editable && !isRosterLocked(raid),
    approve: leader && canApproveRoster(raid, now),
  };
}
