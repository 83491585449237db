import { describe, expect, it } from 'vitest';
import { raidFixture } from '../../testing/fixtures.js';
import { recordFixture } from '../../testing/recordFixture.js';
import { raidControls } from './raidControls.js';

const now = new Date('2026-03-10T18:00:00.000Z');
const leaderId = '210000000000000001';
const playerId = '210000000000000002';
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('the raid view controls', () => {
  it('give the leader History and Raid parameters, and no sign-up button, while the raid is upcoming', () => {
    const controls = raidControls(
      raidFixture({ date: inHours(24) }, now),
      [],
      { id: leaderId, loading: false },
      now,
    );
    expect(controls).toMatchObject({ leader: true, leaderTools: true, signUp: null, rosterEditable: true });
  });

  it('keep the leader tools for an hour after the start, not after, and never for a canceled raid', () => {
    const viewer = { id: leaderId, loading: false };
    expect(raidControls(raidFixture({ date: inHours(-0.5) }, now), [], viewer, now).leaderTools).toBe(true);
    expect(raidControls(raidFixture({ date: inHours(-1) }, now), [], viewer, now).leaderTools).toBe(false);
    expect(
      raidControls(raidFixture({ date: inHours(5), canceled: true }, now), [], viewer, now).leaderTools,
    ).toBe(false);
  });

  it("offer 'Sign up' to others, 'Edit sign-up' once they have a record, only for a future raid", () => {
    const raid = raidFixture({ date: inHours(3) }, now);
    const viewer = { id: playerId, loading: false };
    expect(raidControls(raid, [], viewer, now)).toMatchObject({
      leader: false,
      leaderTools: false,
      signUp: 'signUp',
    });
    const mine = recordFixture({ userID: playerId });
    expect(raidControls(raid, [mine], viewer, now).signUp).toBe('editSignUp');
    expect(raidControls(raidFixture({ date: inHours(-0.2) }, now), [], viewer, now).signUp).toBeNull();
    expect(
      raidControls(raidFixture({ date: inHours(3), canceled: true }, now), [], viewer, now).signUp,
    ).toBeNull();
  });

  it('give the site administrator the roster rights on another leader’s raid, and still a sign-up', () => {
    const raid = raidFixture({ date: inHours(5), preliminaryRaidRosters: true }, now);
    const admin = { id: playerId, loading: false, siteAdmin: true };
    expect(raidControls(raid, [], admin, now)).toMatchObject({
      leader: true,
      rosterEditable: true,
      approve: true,
      signUp: 'signUp',
    });
  });

  it("give a leader of the raid's team the roster rights, and still a sign-up; a member of it none", () => {
    const raid = raidFixture(
      { date: inHours(24), teamID: 3, teamLeaders: [playerId], teamMembers: ['5'] },
      now,
    );
    expect(raidControls(raid, [], { id: playerId, loading: false }, now)).toMatchObject({
      leader: true,
      leaderTools: true,
      signUp: 'signUp',
      rosterEditable: true,
    });
    expect(raidControls(raid, [], { id: '5', loading: false }, now).leader).toBe(false);
  });

  it('show the sign-up button to a logged-out visitor, but not while the session is loading', () => {
    const raid = raidFixture({ date: inHours(3) }, now);
    expect(raidControls(raid, [], { id: null, loading: false }, now).signUp).toBe('signUp');
    expect(raidControls(raid, [], { id: null, loading: true }, now).signUp).toBeNull();
  });

  it('offer approval of a preliminary roster only, and lock the roster once approved', () => {
    const viewer = { id: leaderId, loading: false };
    const preliminary = raidFixture({ date: inHours(5), preliminaryRaidRosters: true }, now);
    expect(raidControls(preliminary, [], viewer, now)).toMatchObject({ approve: true, rosterEditable: true });
    const approved = { ...preliminary, rosterApproved: true };
    expect(raidControls(approved, [], viewer, now)).toMatchObject({ approve: false, rosterEditable: false });
    expect(raidControls(raidFixture({ date: inHours(5) }, now), [], viewer, now).approve).toBe(false);
    expect(raidControls(preliminary, [], { id: playerId, loading: false }, now).approve).toBe(false);
  });
});
