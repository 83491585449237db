import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import { demoGuilds, demoUsers, type DemoGuild } from '@raid/stand-ins/demoWorld';

/** The seven raids every expansion gets, one of each state a newcomer should see. */
export interface RaidBlueprint {
  /** When it starts, relative to the moment of seeding. */
  start: (now: Date) => Date;
  leaderId: string;
  guild: DemoGuild;
  /** On the Russian realm 10024 with the Russian guild's characters. */
  russian: boolean;
  lootSystem: number;
  byers: boolean;
  private: boolean;
  preliminaryRaidRosters: boolean;
  rosterApproved: boolean;
  recordMode: 0 | 1;
  canceledReason: string | null;
  /** Roster members besides the leader (one character per user, so at most the other users). */
  others: number;
  signUps: number;
  /** Positions (in the roster without the leader, and in the sign-up list) that carry a status. */
  rosterStatus: { index: number; status: 'tentative' | 'late' } | null;
  signUpStatus: { index: number; status: 'tentative' | 'absence' } | null;
  comment: string;
  /** The guild's sign-up questions are answered by the members (only the first guild has questions). */
  answered: boolean;
  changedDate: { reason: string } | null;
  canceledRecord: { reason: string } | null;
  editedSpec: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function userId(username: string): string {
  const user = demoUsers.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user.id;
}

function guild(index: number): DemoGuild {
  const found = demoGuilds[index];
  if (!found) throw new Error(`No demo guild ${index}`);
  return found;
}

/** A day relative to the seeding day at a fixed UTC hour (evening raid times for Europe). */
function dayAt(dayOffset: number, hourUtc: number): (now: Date) => Date {
  return (now) => {
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return new Date(midnight + dayOffset * DAY_MS + hourUtc * HOUR_MS);
  };
}

const base = {
  russian: false,
  byers: false,
  private: false,
  preliminaryRaidRosters: false,
  rosterApproved: false,
  recordMode: 0,
  canceledReason: null,
  rosterStatus: null,
  signUpStatus: null,
  answered: false,
  changedDate: null,
  canceledRecord: null,
  editedSpec: false,
} as const;

export function raidBlueprints(): RaidBlueprint[] {
  const frostmourne = guild(0);
  const russianGuild = guild(1);
  return [
    {
      ...base,
      start: dayAt(1, 19),
      leaderId: userId('arthas'),
      guild: frostmourne,
      lootSystem: 1,
      preliminaryRaidRosters: true,
      others: 5,
      signUps: 3,
      rosterStatus: { index: 1, status: 'late' },
      signUpStatus: { index: 0, status: 'tentative' },
      comment: 'Progress night. Flasks and food on you, consumables from the guild bank.',
      answered: true,
      canceledRecord: { reason: 'Work shift moved to the evening, sorry.' },
      editedSpec: true,
    },
    {
      ...base,
      start: dayAt(3, 20),
      leaderId: userId('jaina'),
      guild: frostmourne,
      lootSystem: LOOT_BIDDING_SYSTEM_ID,
      byers: true,
      private: true,
      others: 4,
      signUps: 2,
      signUpStatus: { index: 1, status: 'absence' },
      comment: 'GDKP run. Minimum bid 100 gold, pot split evenly at the end.',
      answered: true,
    },
    {
      ...base,
      start: dayAt(6, 19),
      leaderId: userId('thrall'),
      guild: frostmourne,
      lootSystem: 3,
      preliminaryRaidRosters: true,
      rosterApproved: true,
      recordMode: 1,
      others: 3,
      signUps: 4,
      rosterStatus: { index: 0, status: 'tentative' },
      comment: 'Soft reserve: one item per character, reserve before the invite.',
      answered: true,
      changedDate: { reason: 'Moved a day later: half of the roster is busy on the original date.' },
    },
    {
      ...base,
      start: (now) => new Date(now.getTime() - 20 * 60_000),
      leaderId: userId('arthas'),
      guild: frostmourne,
      lootSystem: 4,
      others: 5,
      signUps: 2,
      comment: 'Invites are out, summons at the stone.',
    },
    {
      ...base,
      start: dayAt(-7, 20),
      leaderId: userId('jaina'),
      guild: frostmourne,
      // Its closed GDKP ledger shows the payouts (issue 29, demoGdkp.ts).
      lootSystem: LOOT_BIDDING_SYSTEM_ID,
      // One player left on the sign-up list: the attendance tab shows the bench credited (issue 16).
      others: 3,
      signUps: 2,
      comment: 'GDKP weekly clear: 10 % to the organizer, 2 % to the tanks, 500 gold minimum spend.',
    },
    {
      ...base,
      start: dayAt(-6, 19),
      leaderId: userId('illidan'),
      guild: russianGuild,
      russian: true,
      lootSystem: 1,
      others: 2,
      signUps: 1,
      comment: 'Еженедельный рейд гильдии, сбор за 15 минут до начала.',
    },
    {
      ...base,
      start: dayAt(2, 20),
      leaderId: userId('thrall'),
      guild: frostmourne,
      lootSystem: 1,
      others: 3,
      signUps: 2,
      canceledReason: 'Not enough healers this week, see you next reset.',
      comment: 'Alt run for the weekly quest.',
    },
  ];
}
