import { describe, it, expect } from 'vitest';
import {
  COMPLETION_DELAY_MS,
  canApproveRoster,
  isRaidEditable,
  isRosterLocked,
  isRosterPreliminary,
  isSignUpOpen,
  raidCardState,
  raidStatus,
  shouldBeArchived,
  showSignUpButton,
  type RaidTiming,
  type RosterApprovalState,
} from './raidLifecycle.js';

const HOUR = 3_600_000;
const START = new Date('2026-11-23T14:15:00.000Z'); // Monday 20:00 in Kathmandu
const at = (offsetMs: number): Date => new Date(START.getTime() + offsetMs);
const raid: RaidTiming = { date: START, canceled: false };
const canceled: RaidTiming = { date: START, canceled: true };

describe('COMPLETION_DELAY_MS', () => {
  it('is 1 hour, 3,600,000 ms', () => {
    expect(COMPLETION_DELAY_MS).toBe(3_600_000);
  });
});

describe('raidStatus', () => {
  it.each([
    ['a day before the start', -24 * HOUR],
    ['1 ms before the start', -1],
    ['at the start', 0],
    ['30 minutes after the start', HOUR / 2],
    ['1 ms before 3,600,000 ms', HOUR - 1],
  ])('is active %s', (_label, offset) => {
    expect(raidStatus(raid, at(offset))).toBe('active');
  });

  it.each([
    ['exactly 3,600,000 ms after the start', HOUR],
    ['1 ms after that', HOUR + 1],
    ['a week later', 7 * 24 * HOUR],
  ])('is completed %s', (_label, offset) => {
    expect(raidStatus(raid, at(offset))).toBe('completed');
  });

  it.each([-HOUR, 0, HOUR - 1, HOUR, 2 * HOUR])(
    'canceled wins over active and completed (offset %i ms)',
    (offset) => {
      expect(raidStatus(canceled, at(offset))).toBe('canceled');
    },
  );

  it('accepts the date as an ISO string', () => {
    const stringRaid: RaidTiming = { date: '2026-11-23T14:15:00.000Z', canceled: false };
    expect(raidStatus(stringRaid, at(HOUR - 1))).toBe('active');
    expect(raidStatus(stringRaid, at(HOUR))).toBe('completed');
  });

  it('reads an ISO string with an offset as the same instant (+05:45 local time)', () => {
    const stringRaid: RaidTiming = { date: '2026-11-23T20:00:00+05:45', canceled: false };
    expect(raidStatus(stringRaid, at(HOUR - 1))).toBe('active');
    expect(raidStatus(stringRaid, at(HOUR))).toBe('completed');
  });
});

describe('isRaidEditable (editable until 3,600,000 ms after the start)', () => {
  it('is editable before the start and until 1 ms before 3,600,000 ms', () => {
    expect(isRaidEditable(raid, at(-HOUR))).toBe(true);
    expect(isRaidEditable(raid, at(0))).toBe(true);
    expect(isRaidEditable(raid, at(HOUR - 1))).toBe(true);
  });

  it('is not editable from exactly 3,600,000 ms after the start', () => {
    expect(isRaidEditable(raid, at(HOUR))).toBe(false);
  });

  it('is never editable when canceled', () => {
    expect(isRaidEditable(canceled, at(-HOUR))).toBe(false);
    expect(isRaidEditable(canceled, at(0))).toBe(false);
  });
});

describe('isSignUpOpen (closed once completed, 3,600,000 ms, or canceled)', () => {
  it('is open before the start and in the first hour', () => {
    expect(isSignUpOpen(raid, at(-HOUR))).toBe(true);
    expect(isSignUpOpen(raid, at(HOUR - 1))).toBe(true);
  });

  it('is closed once completed', () => {
    expect(isSignUpOpen(raid, at(HOUR))).toBe(false);
  });

  it('is closed when canceled', () => {
    expect(isSignUpOpen(canceled, at(-HOUR))).toBe(false);
  });
});

describe('showSignUpButton (future start only, not canceled)', () => {
  it('shows while the start is in the future', () => {
    expect(showSignUpButton(raid, at(-24 * HOUR))).toBe(true);
    expect(showSignUpButton(raid, at(-1))).toBe(true);
  });

  it('hides from the start on, even while the raid is still active', () => {
    expect(showSignUpButton(raid, at(0))).toBe(false);
    expect(showSignUpButton(raid, at(HOUR - 1))).toBe(false);
    expect(showSignUpButton(raid, at(HOUR))).toBe(false);
  });

  it('hides for a canceled raid even in the future', () => {
    expect(showSignUpButton(canceled, at(-24 * HOUR))).toBe(false);
  });

  it('accepts the date as a string', () => {
    expect(showSignUpButton({ date: START.toISOString(), canceled: false }, at(-1))).toBe(true);
  });
});

describe('shouldBeArchived', () => {
  it('keeps active raids out of the archive', () => {
    expect(shouldBeArchived(raid, at(-HOUR))).toBe(false);
    expect(shouldBeArchived(raid, at(HOUR - 1))).toBe(false);
  });

  it('archives completed raids from exactly 3,600,000 ms after the start', () => {
    expect(shouldBeArchived(raid, at(HOUR))).toBe(true);
  });

  it('archives canceled raids, even future ones', () => {
    expect(shouldBeArchived(canceled, at(-HOUR))).toBe(true);
  });
});

describe('preliminary roster, approval and lock', () => {
  const base: RosterApprovalState = {
    date: START,
    canceled: false,
    preliminaryRaidRosters: true,
    rosterApproved: false,
  };
  const approved: RosterApprovalState = { ...base, rosterApproved: true };
  const noPreliminary: RosterApprovalState = { ...base, preliminaryRaidRosters: false };

  it('is preliminary while preliminaryRaidRosters is on and rosterApproved is not set', () => {
    expect(isRosterPreliminary(base)).toBe(true);
  });

  it('is not preliminary once approved', () => {
    expect(isRosterPreliminary(approved)).toBe(false);
  });

  it('is never preliminary when the leader has preliminaryRaidRosters off', () => {
    expect(isRosterPreliminary(noPreliminary)).toBe(false);
    expect(isRosterPreliminary({ ...noPreliminary, rosterApproved: true })).toBe(false);
  });

  it('can be approved while preliminary and the raid is not finished', () => {
    expect(canApproveRoster(base, at(-HOUR))).toBe(true);
    expect(canApproveRoster(base, at(HOUR - 1))).toBe(true);
  });

  it('cannot be approved from 3,600,000 ms after the start', () => {
    expect(canApproveRoster(base, at(HOUR))).toBe(false);
  });

  it('cannot be approved when canceled, already approved, or not preliminary', () => {
    expect(canApproveRoster({ ...base, canceled: true }, at(-HOUR))).toBe(false);
    expect(canApproveRoster(approved, at(-HOUR))).toBe(false);
    expect(canApproveRoster(noPreliminary, at(-HOUR))).toBe(false);
  });

  it('is locked after approval', () => {
    expect(isRosterLocked(approved)).toBe(true);
  });

  it('is not locked before approval or without preliminary rosters', () => {
    expect(isRosterLocked(base)).toBe(false);
    expect(isRosterLocked(noPreliminary)).toBe(false);
    expect(isRosterLocked({ ...noPreliminary, rosterApproved: true })).toBe(false);
  });
});

describe('raidCardState: upcoming, soon (12 h), in progress (1 h), completed, canceled', () => {
  it.each([
    [-13 * HOUR, 'upcoming'],
    [-12 * HOUR - 1, 'upcoming'],
    [-12 * HOUR, 'soon'],
    [-1, 'soon'],
    [0, 'inProgress'],
    [HOUR - 1, 'inProgress'],
    [HOUR, 'completed'],
    [30 * HOUR, 'completed'],
  ] as const)('%i ms after the start: %s', (offset, state) => {
    expect(raidCardState(raid, at(offset))).toBe(state);
  });

  it('is canceled whatever the time', () => {
    for (const offset of [-13 * HOUR, -HOUR, 0, 2 * HOUR])
      expect(raidCardState(canceled, at(offset))).toBe('canceled');
  });
});
