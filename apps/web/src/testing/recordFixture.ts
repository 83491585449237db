import type { RaidRecord } from '@raid/domain/schemas/record';

/** A record shaped like the server's answer (tests only): a Warrior tank of raid 32 in the sign-up list. */
export function recordFixture(overrides: Partial<RaidRecord> = {}): RaidRecord {
  const id = overrides.id ?? 1;
  return {
    id,
    raid: 32,
    userID: `2200000000000000${String(id).padStart(2, '0')}`,
    username: `player${id}`,
    charID: 500 + id,
    slot: 0,
    role: 1,
    role2: null,
    leader: false,
    byer: false,
    logs: 71.4,
    ilvl: 490,
    specID: 73,
    class: 1,
    status: null,
    preference: 1,
    activeChangeRequest: false,
    charName: `Char${id}`,
    classEng: 'Warrior',
    roleEng: 'Tank',
    specEng: 'Protection',
    image: '',
    spec2Eng: '',
    image2: '',
    date: new Date(Date.UTC(2026, 0, 1, 12, id)).toISOString(),
    savedUntil: null,
    ...overrides,
  };
}
