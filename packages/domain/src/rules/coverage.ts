/**
 * Composition coverage (issue 17): which of the expansion's raid buffs and debuffs the roster brings, who
 * brings each, and which a sign-up would add. Party-only providers count only for their own group of 5.
 */
import { raidBuffTables } from '../catalogue/raidBuffs/tables.js';
import type { BuffProvider, RaidBuff } from '../catalogue/raidBuffs/types.js';
import type { ExpansionKey, Role } from '../catalogue/types.js';
import { GROUP_SIZE, SIGN_UP_LIST_SLOT } from './rosterMoves.js';

/** The fields of a record that coverage reads (SPEC section 3 "Record"). */
export interface CoverageRecord {
  id: number;
  /** 0 = sign-up list, 1..size = roster slot. */
  slot: number;
  class: number;
  specID: number;
  /** 1 tank, 2 healer, above 2 dps. */
  role: number;
}

/** One record bringing a buff, and how. */
export interface Provision {
  recordId: number;
  provider: BuffProvider;
}

interface GroupCoverage {
  /** 1-based group number. */
  group: number;
  provisions: Provision[];
}

type CoverageStatus = 'covered' | 'partial' | 'missing';

export interface BuffCoverage {
  buff: RaidBuff;
  /** Partial: a party-only buff reaches some occupied groups but not all. */
  status: CoverageStatus;
  /** Records bringing it to the whole raid. */
  raidWide: Provision[];
  /** Only for buffs some provider brings to its own group alone: every occupied group and who brings it there. */
  groups: GroupCoverage[];
}

export type RoleCounts = Record<Role, number>;

export interface Coverage {
  buffs: BuffCoverage[];
  roles: RoleCounts;
}

/** Group 1 holds slots 1-5, group 2 slots 6-10, ... */
export function groupOfSlot(slot: number): number {
  return Math.ceil(slot / GROUP_SIZE);
}

function roleOfRecord(record: Pick<CoverageRecord, 'role'>): Role {
  if (record.role === 1) return 'tank';
  if (record.role === 2) return 'healer';
  return 'dps';
}

function availableTo(provider: BuffProvider, factionId: number): boolean {
  return provider.factionId === undefined || provider.factionId === factionId;
}

function provides(provider: BuffProvider, record: CoverageRecord, factionId: number): boolean {
  return (
    availableTo(provider, factionId) &&
    provider.classId === record.class &&
    (provider.specIds === undefined || provider.specIds.includes(record.specID))
  );
}

/** The raid-wide way a record brings the buff if it has one, else its party-only way, else none. */
function provisionOf(buff: RaidBuff, record: CoverageRecord, factionId: number): BuffProvider | undefined {
  const matching = buff.providers.filter((provider) => provides(provider, record, factionId));
  return matching.find((provider) => !provider.group) ?? matching[0];
}

/**
 * The buffs a raid of this faction can have at all: Classic's Alliance raids have no shamans and its Horde
 * raids no paladins, so their buffs are neither covered nor missing there.
 */
function availableBuffs(expansion: ExpansionKey, factionId: number): RaidBuff[] {
  return raidBuffTables[expansion].buffs.filter((buff) =>
    buff.providers.some((provider) => availableTo(provider, factionId)),
  );
}

function buffCoverage(
  buff: RaidBuff,
  roster: readonly CoverageRecord[],
  occupied: readonly number[],
  factionId: number,
): BuffCoverage {
  const raidWide: Provision[] = [];
  const byGroup = new Map<number, Provision[]>(occupied.map((group) => [group, []]));
  for (const record of roster) {
    const provider = provisionOf(buff, record, factionId);
    if (!provider) continue;
    const provision = { recordId: record.id, provider };
    if (provider.group) byGroup.get(groupOfSlot(record.slot))?.push(provision);
    else raidWide.push(provision);
  }
  const partyOnly = buff.providers.some((provider) => provider.group && availableTo(provider, factionId));
  const groups = partyOnly ? [...byGroup].map(([group, provisions]) => ({ group, provisions })) : [];
  const reached = groups.filter((group) => group.provisions.length > 0).length;
  let status: CoverageStatus = 'missing';
  if (raidWide.length > 0 || (occupied.length > 0 && reached === occupied.length)) status = 'covered';
  else if (reached > 0) status = 'partial';
  return { buff, status, raidWide, groups };
}

/** What the roster (records in slots above 0) covers of the expansion's buffs, and its role counts. */
export function coverage(
  expansion: ExpansionKey,
  factionId: number,
  records: readonly CoverageRecord[],
): Coverage {
  const roster = records.filter((record) => record.slot > SIGN_UP_LIST_SLOT);
  const occupied = [...new Set(roster.map((record) => groupOfSlot(record.slot)))].sort((a, b) => a - b);
  const roles: RoleCounts = { tank: 0, healer: 0, dps: 0 };
  for (const record of roster) roles[roleOfRecord(record)] += 1;
  return {
    buffs: availableBuffs(expansion, factionId).map((buff) =>
      buffCoverage(buff, roster, occupied, factionId),
    ),
    roles,
  };
}

/**
 * The buffs not yet covered everywhere that the candidate brings. A party-only provider counts even when the
 * buff is partial: placed in a group that lacks it, the candidate fills it there.
 */
function buffsFilledBy(report: Coverage, factionId: number, candidate: CoverageRecord): RaidBuff[] {
  return report.buffs
    .filter(
      (entry) => entry.status !== 'covered' && provisionOf(entry.buff, candidate, factionId) !== undefined,
    )
    .map((entry) => entry.buff);
}

/** For the sign-up list's filter: the missing buffs this candidate would bring to the current roster. */
export function fillsMissing(
  expansion: ExpansionKey,
  factionId: number,
  records: readonly CoverageRecord[],
  candidate: CoverageRecord,
): RaidBuff[] {
  const others = records.filter((record) => record.id !== candidate.id);
  return buffsFilledBy(coverage(expansion, factionId, others), factionId, candidate);
}
