import { describe, it, expect } from 'vitest';
import { HEROIC_DIFFICULTY_ID, LOOT_BIDDING_SYSTEM_ID, NORMAL_DIFFICULTY_ID } from '../catalogue/common.js';
import { expansionCatalogue } from '../catalogue/expansions.js';
import type { Zone } from '../catalogue/types.js';
import {
  MAX_ZONES,
  REQUIRED_GEAR_SCORE_MAX,
  REQUIRED_ILVL_MAX,
  REQUIRED_LOGS_MAX,
  START_MARGIN_MS,
  allowsBuyers,
  clampRequiredIlvl,
  clampRequiredLogs,
  findZone,
  isStartAllowed,
  minimumStart,
  missingRaidFields,
  needsDifficulty,
  needsSize,
  requirementsFilled,
  validateRaidSave,
  withLootSystem,
  withZones,
} from './raidForm.js';
import type { RaidField, RaidForm, RaidFormContext, RaidSaveContext, RaidSaveInput } from './raidForm.js';

const MINUTE = 60_000;

function zone(id: number, overrides: Partial<Zone> = {}): Zone {
  return {
    id,
    name: `Зона ${id}`,
    nameEng: `Zone ${id}`,
    group: 'Tier',
    notRelevant: false,
    sizes: [10, 25],
    hardmode: false,
    dontAskLogs: false,
    logzone: 1000 + id,
    image: `zone${id}.png`,
    resetDays: 7,
    bosses: [],
    ...overrides,
  };
}

/** Two sizes with hard mode (like Icecrown Citadel). */
const BIG = zone(1, { sizes: [10, 25], hardmode: true });
/** A single size, no hard mode (like Molten Core). */
const SINGLE = zone(2, { sizes: [40] });
/** Two sizes, no hard mode. */
const PLAIN = zone(3, { sizes: [10, 25] });
/** Not ranked by the logs site (like an old-world raid). */
const NO_LOGS = zone(4, { sizes: [10, 25], dontAskLogs: true, logzone: 0 });
const EXTRA = zone(5, { sizes: [20] });
const ZONES: Zone[] = [BIG, SINGLE, PLAIN, NO_LOGS, EXTRA];

function form(overrides: Partial<RaidForm> = {}): RaidForm {
  return {
    server: 1,
    faction: 1,
    zones: [BIG.id],
    size: 25,
    difficulty: NORMAL_DIFFICULTY_ID,
    lootSystem: 1,
    date: '2026-11-24T20:00',
    startDayOfWeek: null,
    startTime: null,
    byers: false,
    comment: '',
    requiredLogs: 50,
    requiredIlvl: 0,
    char: 7,
    discordServer: 'guild',
    discordChannel: 'channel',
    discordVoiceChannel: null,
    ...overrides,
  };
}

const oneOff: RaidFormContext = { zones: ZONES, template: false, useDiscordEvents: false };
const template: RaidFormContext = { zones: ZONES, template: true, useDiscordEvents: false };
const withEvents: RaidFormContext = { zones: ZONES, template: false, useDiscordEvents: true };

describe('constants of SPEC section 9', () => {
  it('max 3 zones, required logs 0 to 95, ilvl 999 or 9999 with gear score, 30-minute margin', () => {
    expect(MAX_ZONES).toBe(3);
    expect(REQUIRED_LOGS_MAX).toBe(95);
    expect(REQUIRED_ILVL_MAX).toBe(999);
    expect(REQUIRED_GEAR_SCORE_MAX).toBe(9999);
    expect(START_MARGIN_MS).toBe(30 * MINUTE);
  });
});

describe('findZone', () => {
  it('finds a zone by id and nothing for unknown, null, undefined or 0', () => {
    expect(findZone(ZONES, 3)).toBe(PLAIN);
    expect(findZone(ZONES, 99)).toBeUndefined();
    expect(findZone(ZONES, null)).toBeUndefined();
    expect(findZone(ZONES, undefined)).toBeUndefined();
    expect(findZone(ZONES, 0)).toBeUndefined();
  });
});

describe('needsSize / needsDifficulty', () => {
  it('size is needed only when the first zone has more than one size', () => {
    expect(needsSize(BIG)).toBe(true);
    expect(needsSize(SINGLE)).toBe(false);
    expect(needsSize(undefined)).toBe(false);
  });

  it('difficulty is needed only when the first zone has hardmode', () => {
    expect(needsDifficulty(BIG)).toBe(true);
    expect(needsDifficulty(PLAIN)).toBe(false);
    expect(needsDifficulty(undefined)).toBe(false);
  });
});

describe('allowsBuyers (loot system id 2)', () => {
  it('only loot system id 2 allows buyers', () => {
    expect(LOOT_BIDDING_SYSTEM_ID).toBe(2);
    expect(allowsBuyers(2)).toBe(true);
    for (const id of [0, 1, 3, 4, 5, null, undefined]) expect(allowsBuyers(id)).toBe(false);
  });
});

describe('requirementsFilled (logs or ilvl unless buyers)', () => {
  it('needs logs or ilvl above 0, or buyers allowed', () => {
    expect(requirementsFilled({ requiredLogs: 0, requiredIlvl: 0, byers: false })).toBe(false);
    expect(requirementsFilled({ requiredLogs: 1, requiredIlvl: 0, byers: false })).toBe(true);
    expect(requirementsFilled({ requiredLogs: 0, requiredIlvl: 200, byers: false })).toBe(true);
    expect(requirementsFilled({ requiredLogs: 0, requiredIlvl: 0, byers: true })).toBe(true);
  });
});

describe('missingRaidFields (Fill in all fields!)', () => {
  it('a complete one-off raid misses nothing', () => {
    expect(missingRaidFields(form(), oneOff)).toEqual([]);
  });

  it('an empty form misses every always-required field', () => {
    const empty = form({
      server: null,
      faction: null,
      zones: [],
      size: null,
      difficulty: null,
      lootSystem: null,
      date: null,
      requiredLogs: 0,
      char: null,
      discordServer: null,
      discordChannel: null,
    });
    expect(missingRaidFields(empty, oneOff)).toEqual([
      'server',
      'faction',
      'zone',
      'lootSystem',
      'start',
      'discordServer',
      'discordChannel',
      'char',
      'requirements',
    ]);
  });

  it.each([
    ['server', { server: null }],
    ['faction', { faction: null }],
    ['zone', { zones: [] }],
    ['lootSystem', { lootSystem: null }],
    ['start', { date: null }],
    ['discordServer', { discordServer: null }],
    ['discordChannel', { discordChannel: null }],
    ['char', { char: null }],
  ] satisfies [RaidField, Partial<RaidForm>][])('requires %s', (field, overrides) => {
    expect(missingRaidFields(form(overrides), oneOff)).toEqual([field]);
  });

  it('treats an unknown first zone as missing', () => {
    expect(missingRaidFields(form({ zones: [99] }), oneOff)).toEqual(['zone']);
  });

  it('requires size only when the first zone has more than one size', () => {
    expect(missingRaidFields(form({ zones: [BIG.id], size: null }), oneOff)).toEqual(['size']);
    expect(missingRaidFields(form({ zones: [SINGLE.id], size: null }), oneOff)).toEqual([]);
    // Only the first zone counts.
    expect(missingRaidFields(form({ zones: [SINGLE.id, BIG.id], size: null }), oneOff)).toEqual([]);
  });

  it('requires difficulty only when the first zone has hardmode', () => {
    expect(missingRaidFields(form({ zones: [BIG.id], difficulty: null }), oneOff)).toEqual(['difficulty']);
    expect(missingRaidFields(form({ zones: [PLAIN.id], difficulty: null }), oneOff)).toEqual([]);
    expect(missingRaidFields(form({ zones: [PLAIN.id, BIG.id], difficulty: null }), oneOff)).toEqual([]);
  });

  it('requires a voice channel only with Discord events', () => {
    expect(missingRaidFields(form(), withEvents)).toEqual(['discordVoiceChannel']);
    expect(missingRaidFields(form({ discordVoiceChannel: 'voice' }), withEvents)).toEqual([]);
    expect(missingRaidFields(form({ discordVoiceChannel: null }), oneOff)).toEqual([]);
  });

  it('a template needs day and time, not a date', () => {
    expect(missingRaidFields(form({ date: null, startDayOfWeek: 3, startTime: '20:00' }), template)).toEqual(
      [],
    );
    expect(
      missingRaidFields(form({ date: null, startDayOfWeek: null, startTime: '20:00' }), template),
    ).toEqual(['start']);
    expect(missingRaidFields(form({ date: null, startDayOfWeek: 3, startTime: null }), template)).toEqual([
      'start',
    ]);
    expect(missingRaidFields(form({ date: null, startDayOfWeek: 3, startTime: '' }), template)).toEqual([
      'start',
    ]);
    // A date alone does not make a template's start.
    expect(missingRaidFields(form({ startDayOfWeek: null, startTime: null }), template)).toEqual(['start']);
  });

  it('a template on Sunday (day 0) has a start', () => {
    expect(missingRaidFields(form({ date: null, startDayOfWeek: 0, startTime: '00:00' }), template)).toEqual(
      [],
    );
  });

  it('a one-off raid needs a date; day and time alone do not count', () => {
    expect(missingRaidFields(form({ date: null, startDayOfWeek: 3, startTime: '20:00' }), oneOff)).toEqual([
      'start',
    ]);
    expect(missingRaidFields(form({ date: '' }), oneOff)).toEqual(['start']);
  });

  it('needs logs or ilvl unless buyers are allowed', () => {
    const none = { requiredLogs: 0, requiredIlvl: 0 };
    expect(missingRaidFields(form(none), oneOff)).toEqual(['requirements']);
    expect(missingRaidFields(form({ ...none, requiredIlvl: 245 }), oneOff)).toEqual([]);
    expect(missingRaidFields(form({ ...none, requiredLogs: 1 }), oneOff)).toEqual([]);
    expect(missingRaidFields(form({ ...none, lootSystem: 2, byers: true }), oneOff)).toEqual([]);
  });
});

describe('clampRequiredLogs (0 to 95, numbers only)', () => {
  it('empty becomes 0', () => {
    expect(clampRequiredLogs('', PLAIN)).toBe(0);
  });

  it.each([
    ['96', 95],
    ['95', 95],
    ['1000', 95],
    ['0', 0],
    ['50', 50],
    ['007', 7],
    [96, 95],
    [95, 95],
    [42, 42],
    [0, 0],
  ] as const)('clamps required logs to 95: %j gives %i', (input, expected) => {
    expect(clampRequiredLogs(input, PLAIN)).toBe(expected);
  });

  it("drops non-digits: 'a1b2' is 12, '-5' is 5 (the minus sign is not a digit), 'abc' is 0", () => {
    expect(clampRequiredLogs('a1b2', PLAIN)).toBe(12);
    expect(clampRequiredLogs('-5', PLAIN)).toBe(5);
    expect(clampRequiredLogs('9.5', PLAIN)).toBe(95);
    expect(clampRequiredLogs('abc', PLAIN)).toBe(0);
    expect(clampRequiredLogs(' 7 ', PLAIN)).toBe(7);
  });

  it('clamps a negative number to 0 and truncates fractions', () => {
    expect(clampRequiredLogs(-5, PLAIN)).toBe(0);
    expect(clampRequiredLogs(94.9, PLAIN)).toBe(94);
    expect(clampRequiredLogs(Number.NaN, PLAIN)).toBe(0);
  });

  it('is 0 when the first zone does not ask for logs (dontAskLogs)', () => {
    expect(clampRequiredLogs('90', NO_LOGS)).toBe(0);
    expect(clampRequiredLogs(50, NO_LOGS)).toBe(0);
  });

  it('still clamps when no zone is chosen yet', () => {
    expect(clampRequiredLogs('96', undefined)).toBe(95);
  });
});

describe('clampRequiredIlvl (999, or 9999 with gear score)', () => {
  it.each([
    ['10000', true, 9999],
    [10000, true, 9999],
    ['9999', true, 9999],
    ['5800', true, 5800],
    ['1000', false, 999],
    [1000, false, 999],
    ['999', false, 999],
    ['245', false, 245],
    ['', false, 0],
    ['', true, 0],
    ['ilvl 2x4y5', false, 245],
    [-1, true, 0],
  ] as const)('%j with gear score %s gives %i', (input, gearScore, expected) => {
    expect(clampRequiredIlvl(input, gearScore)).toBe(expected);
  });
});

describe('minimumStart / isStartAllowed (30-minute margin on create)', () => {
  const now = new Date(2026, 10, 23, 20, 0, 0);

  it('the earliest start is now plus 30 minutes', () => {
    expect(minimumStart(now).getTime()).toBe(now.getTime() + 30 * MINUTE);
    expect(minimumStart(now)).toEqual(new Date(2026, 10, 23, 20, 30, 0));
  });

  it('allows a start exactly 30 minutes ahead when creating', () => {
    expect(isStartAllowed(new Date(now.getTime() + 30 * MINUTE), now, 'create')).toBe(true);
  });

  it('refuses a start 29:59 ahead when creating', () => {
    expect(isStartAllowed(new Date(now.getTime() + 30 * MINUTE - 1000), now, 'create')).toBe(false);
    expect(isStartAllowed(new Date(now.getTime() + 30 * MINUTE - 1), now, 'create')).toBe(false);
  });

  it('allows later starts and refuses the past when creating', () => {
    expect(isStartAllowed(new Date(now.getTime() + 24 * 60 * MINUTE), now, 'create')).toBe(true);
    expect(isStartAllowed(new Date(now.getTime() - MINUTE), now, 'create')).toBe(false);
    expect(isStartAllowed(now, now, 'create')).toBe(false);
  });

  it('does not apply the margin when editing, even for a past start', () => {
    expect(isStartAllowed(new Date(now.getTime() + 5 * MINUTE), now, 'edit')).toBe(true);
    expect(isStartAllowed(new Date(now.getTime() - 24 * 60 * MINUTE), now, 'edit')).toBe(true);
  });

  it('refuses an invalid date in both modes', () => {
    expect(isStartAllowed(new Date('not a date'), now, 'create')).toBe(false);
    expect(isStartAllowed(new Date('not a date'), now, 'edit')).toBe(false);
  });

  it('crosses midnight in local time (Asia/Kathmandu) without drift', () => {
    const late = new Date(2026, 11, 31, 23, 45);
    expect(minimumStart(late)).toEqual(new Date(2027, 0, 1, 0, 15));
  });
});

describe('withZones (max 3 zones)', () => {
  const base = { zones: [] as number[], size: null as number | null, difficulty: null as number | null };

  it('keeps at most 3 zones', () => {
    expect(withZones(base, [1, 3, 4, 5], ZONES).zones).toEqual([1, 3, 4]);
  });

  it('removes duplicates before capping', () => {
    expect(withZones(base, [3, 3, 1, 3, 4, 5], ZONES).zones).toEqual([3, 1, 4]);
  });

  it('clears the size when the first zone does not allow it', () => {
    expect(withZones({ ...base, size: 40 }, [PLAIN.id], ZONES).size).toBeNull();
  });

  it('keeps a size the first zone allows', () => {
    expect(withZones({ ...base, size: 25 }, [PLAIN.id, SINGLE.id], ZONES).size).toBe(25);
    expect(withZones({ ...base, size: null }, [PLAIN.id], ZONES).size).toBeNull();
  });

  it('auto-selects the size when the first zone allows only one', () => {
    expect(withZones({ ...base, size: null }, [SINGLE.id], ZONES).size).toBe(40);
    expect(withZones({ ...base, size: 25 }, [SINGLE.id, PLAIN.id], ZONES).size).toBe(40);
    expect(withZones({ ...base, size: 10 }, [EXTRA.id], ZONES).size).toBe(20);
  });

  it('resets difficulty to 1 (Normal) when the first zone has no hardmode', () => {
    expect(
      withZones({ ...base, difficulty: HEROIC_DIFFICULTY_ID }, [PLAIN.id, BIG.id], ZONES).difficulty,
    ).toBe(NORMAL_DIFFICULTY_ID);
    expect(withZones({ ...base, difficulty: null }, [SINGLE.id], ZONES).difficulty).toBe(1);
  });

  it('keeps the difficulty when the first zone has hardmode', () => {
    expect(withZones({ ...base, difficulty: HEROIC_DIFFICULTY_ID }, [BIG.id], ZONES).difficulty).toBe(
      HEROIC_DIFFICULTY_ID,
    );
    expect(withZones({ ...base, difficulty: null }, [BIG.id, PLAIN.id], ZONES).difficulty).toBeNull();
  });

  it('leaves size and difficulty alone when no zone is chosen', () => {
    const result = withZones({ zones: [1], size: 25, difficulty: HEROIC_DIFFICULTY_ID }, [], ZONES);
    expect(result).toEqual({ zones: [], size: 25, difficulty: HEROIC_DIFFICULTY_ID });
  });

  it('keeps the other form fields and does not modify the input', () => {
    const input = form({ zones: [BIG.id], size: 10, difficulty: HEROIC_DIFFICULTY_ID, comment: 'hi' });
    const copy = structuredClone(input);
    const result = withZones(input, [SINGLE.id], ZONES);
    expect(input).toEqual(copy);
    expect(result).toEqual({ ...input, zones: [SINGLE.id], size: 40, difficulty: NORMAL_DIFFICULTY_ID });
  });
});

describe('withLootSystem (buyers only with loot system 2)', () => {
  it('changing away from loot system 2 resets byers', () => {
    const result = withLootSystem({ lootSystem: 2, byers: true }, 1);
    expect(result).toEqual({ lootSystem: 1, byers: false });
  });

  it('loot system 2 keeps byers as they were', () => {
    expect(withLootSystem({ lootSystem: 1, byers: false }, 2)).toEqual({ lootSystem: 2, byers: false });
    expect(withLootSystem({ lootSystem: 2, byers: true }, 2)).toEqual({ lootSystem: 2, byers: true });
  });

  it('keeps the other form fields', () => {
    const input = form({ lootSystem: 2, byers: true });
    expect(withLootSystem(input, 3)).toEqual({ ...input, lootSystem: 3, byers: false });
  });
});

describe('validateRaidSave (server check of a save)', () => {
  const context: RaidSaveContext = {
    zones: ZONES,
    serverIds: [10, 11],
    factionIds: [1, 2],
    lootSystemIds: [1, 2, 3, 4, 5],
    difficultyIds: [NORMAL_DIFFICULTY_ID, HEROIC_DIFFICULTY_ID],
    gearScore: false,
    useDiscordEvents: false,
  };

  function save(overrides: Partial<RaidSaveInput> = {}): RaidSaveInput {
    return {
      server: 10,
      faction: 2,
      zone: BIG.id,
      zone2: null,
      zone3: null,
      size: 25,
      difficulty: HEROIC_DIFFICULTY_ID,
      lootSystem: 1,
      byers: false,
      comment: 'Bring flasks',
      requiredLogs: 50,
      requiredIlvl: 0,
      discordVoiceChannel: null,
      ...overrides,
    };
  }

  function valueOf(input: RaidSaveInput, ctx: RaidSaveContext = context): RaidSaveInput {
    const result = validateRaidSave(input, ctx);
    if (!result.ok) throw new Error(`expected ok, got ${result.error}`);
    return result.value;
  }

  it('accepts a valid save unchanged', () => {
    expect(validateRaidSave(save(), context)).toEqual({ ok: true, value: save() });
  });

  it('accepts up to 3 distinct zones', () => {
    expect(validateRaidSave(save({ zone2: PLAIN.id, zone3: NO_LOGS.id }), context).ok).toBe(true);
  });

  it.each([
    ['zone', { zone: 99 }],
    ['zone2', { zone2: 99 }],
    ['zone3', { zone3: 99 }],
    ['server', { server: 99 }],
    ['faction', { faction: 3 }],
    ['lootSystem', { lootSystem: 6 }],
    ['difficulty', { difficulty: 3 }],
  ] as const)('an unknown %s id is invalidRequest naming it', (field, overrides) => {
    expect(validateRaidSave(save(overrides), context)).toEqual({ ok: false, error: 'invalidRequest', field });
  });

  it('a missing first zone is invalidRequest', () => {
    const refused = { ok: false, error: 'invalidRequest', field: 'zone' };
    expect(validateRaidSave(save({ zone: 0 }), context)).toEqual(refused);
    expect(validateRaidSave(save({ zone: 0, zone2: PLAIN.id }), context)).toEqual(refused);
  });

  it('a size the first zone does not allow is invalidRequest', () => {
    const refused = { ok: false, error: 'invalidRequest', field: 'size' };
    expect(validateRaidSave(save({ size: 40 }), context)).toEqual(refused);
    // The second zone allows 40 but only the first zone counts.
    expect(validateRaidSave(save({ size: 40, zone2: SINGLE.id }), context)).toEqual(refused);
    expect(validateRaidSave(save({ zone: SINGLE.id, size: 40 }), context).ok).toBe(true);
  });

  it('duplicate zones are invalidRequest', () => {
    expect(validateRaidSave(save({ zone2: BIG.id }), context)).toEqual({
      ok: false,
      error: 'invalidRequest',
      field: 'zone2',
    });
    expect(validateRaidSave(save({ zone2: PLAIN.id, zone3: PLAIN.id }), context)).toEqual({
      ok: false,
      error: 'invalidRequest',
      field: 'zone3',
    });
  });

  it('comment max 300: 300 characters are fine, 301 are invalidRequest', () => {
    expect(validateRaidSave(save({ comment: 'x'.repeat(300) }), context).ok).toBe(true);
    expect(validateRaidSave(save({ comment: 'x'.repeat(301) }), context)).toEqual({
      ok: false,
      error: 'invalidRequest',
      field: 'comment',
    });
  });

  it('counts comment characters, not UTF-16 units (300 Cyrillic letters or emoji are fine)', () => {
    expect(validateRaidSave(save({ comment: 'ж'.repeat(300) }), context).ok).toBe(true);
    expect(validateRaidSave(save({ comment: '⚔️'.repeat(150) }), context).ok).toBe(true);
    expect(validateRaidSave(save({ comment: '🐉'.repeat(300) }), context).ok).toBe(true);
    expect(validateRaidSave(save({ comment: '🐉'.repeat(301) }), context).ok).toBe(false);
  });

  it('forces byers false unless loot system 2', () => {
    expect(valueOf(save({ lootSystem: 1, byers: true })).byers).toBe(false);
    expect(valueOf(save({ lootSystem: 2, byers: true })).byers).toBe(true);
    expect(valueOf(save({ lootSystem: 2, byers: false })).byers).toBe(false);
  });

  it('clamps required logs to 95 and ilvl to 999 (9999 with gear score)', () => {
    expect(valueOf(save({ requiredLogs: 120 })).requiredLogs).toBe(95);
    expect(valueOf(save({ requiredLogs: -3, requiredIlvl: 300 })).requiredLogs).toBe(0);
    expect(valueOf(save({ requiredIlvl: 5000 })).requiredIlvl).toBe(999);
    expect(valueOf(save({ requiredIlvl: 12000 }), { ...context, gearScore: true }).requiredIlvl).toBe(9999);
    expect(valueOf(save({ requiredIlvl: 5000 }), { ...context, gearScore: true }).requiredIlvl).toBe(5000);
  });

  it('forces required logs to 0 on a dontAskLogs first zone', () => {
    const value = valueOf(save({ zone: NO_LOGS.id, difficulty: 1, requiredLogs: 80, requiredIlvl: 200 }));
    expect(value.requiredLogs).toBe(0);
    expect(value.requiredIlvl).toBe(200);
  });

  it('a dontAskLogs first zone with only a logs requirement has no requirement left: fillAllFields', () => {
    expect(validateRaidSave(save({ zone: NO_LOGS.id, requiredLogs: 80, requiredIlvl: 0 }), context)).toEqual({
      ok: false,
      error: 'fillAllFields',
      field: 'requiredLogs',
    });
  });

  it('only the first zone decides dontAskLogs', () => {
    expect(valueOf(save({ zone2: NO_LOGS.id, requiredLogs: 80 })).requiredLogs).toBe(80);
  });

  it('forces difficulty to normal when the first zone has no hardmode', () => {
    const value = valueOf(save({ zone: PLAIN.id, difficulty: HEROIC_DIFFICULTY_ID }));
    expect(value.difficulty).toBe(NORMAL_DIFFICULTY_ID);
    expect(valueOf(save({ zone: BIG.id, difficulty: HEROIC_DIFFICULTY_ID })).difficulty).toBe(
      HEROIC_DIFFICULTY_ID,
    );
  });

  it('no requirements and no buyers is fillAllFields', () => {
    expect(validateRaidSave(save({ requiredLogs: 0, requiredIlvl: 0 }), context)).toEqual({
      ok: false,
      error: 'fillAllFields',
      field: 'requiredLogs',
    });
    // byers on a loot system other than 2 are dropped first, so they do not count.
    expect(
      validateRaidSave(save({ requiredLogs: 0, requiredIlvl: 0, byers: true, lootSystem: 1 }), context),
    ).toEqual({ ok: false, error: 'fillAllFields', field: 'requiredLogs' });
  });

  it('no requirements is fine when buyers are allowed (loot system 2)', () => {
    const value = valueOf(save({ requiredLogs: 0, requiredIlvl: 0, byers: true, lootSystem: 2 }));
    expect(value).toMatchObject({ requiredLogs: 0, requiredIlvl: 0, byers: true });
  });

  it('an ilvl requirement alone is enough', () => {
    expect(validateRaidSave(save({ requiredLogs: 0, requiredIlvl: 200 }), context).ok).toBe(true);
  });

  it('Discord events without a voice channel are fillAllFields', () => {
    const events = { ...context, useDiscordEvents: true };
    const refused = { ok: false, error: 'fillAllFields', field: 'discordVoiceChannel' };
    expect(validateRaidSave(save({ discordVoiceChannel: null }), events)).toEqual(refused);
    expect(validateRaidSave(save({ discordVoiceChannel: '' }), events)).toEqual(refused);
    expect(validateRaidSave(save({ discordVoiceChannel: undefined }), events)).toEqual(refused);
    expect(validateRaidSave(save({ discordVoiceChannel: 'voice' }), events).ok).toBe(true);
  });

  it('keeps extra payload fields of the caller', () => {
    const input = { ...save(), id: 77, reason: 'moved', changeDate: true };
    const result = validateRaidSave(input, context);
    expect(result).toEqual({ ok: true, value: input });
  });

  it('does not modify its input', () => {
    const input = save({ lootSystem: 1, byers: true, requiredLogs: 120, zone: PLAIN.id });
    const copy = structuredClone(input);
    validateRaidSave(input, context);
    expect(input).toEqual(copy);
  });
});

describe('against the real wotlk catalogue: Icecrown Citadel', () => {
  const wotlk = expansionCatalogue('wotlk');
  const icc = wotlk.zones.find((z) => z.nameEng === 'Icecrown Citadel');
  if (!icc) throw new Error('wotlk catalogue has no Icecrown Citadel');

  it('is a 10/25 hardmode zone, so size and difficulty are required', () => {
    expect(icc.sizes).toEqual([10, 25]);
    expect(icc.hardmode).toBe(true);
    expect(needsSize(icc)).toBe(true);
    expect(needsDifficulty(icc)).toBe(true);
    const ctx: RaidFormContext = { zones: wotlk.zones, template: false, useDiscordEvents: false };
    expect(missingRaidFields(form({ zones: [icc.id], size: null, difficulty: null }), ctx)).toEqual([
      'size',
      'difficulty',
    ]);
  });

  it('withZones keeps 25 and heroic, and clears a 40-player size', () => {
    const chosen = withZones(
      { zones: [], size: 25, difficulty: HEROIC_DIFFICULTY_ID },
      [icc.id],
      wotlk.zones,
    );
    expect(chosen).toEqual({ zones: [icc.id], size: 25, difficulty: HEROIC_DIFFICULTY_ID });
    expect(withZones({ zones: [], size: 40, difficulty: null }, [icc.id], wotlk.zones).size).toBeNull();
  });

  it('saves a 25-player heroic raid with gear score up to 9999', () => {
    const context: RaidSaveContext = {
      zones: wotlk.zones,
      serverIds: wotlk.servers.map((s) => s.id),
      factionIds: [1, 2],
      lootSystemIds: [1, 2, 3, 4, 5],
      difficultyIds: [NORMAL_DIFFICULTY_ID, HEROIC_DIFFICULTY_ID],
      gearScore: wotlk.gearScore,
      useDiscordEvents: false,
    };
    const server = wotlk.servers[0];
    if (!server) throw new Error('wotlk catalogue has no servers');
    const input: RaidSaveInput = {
      server: server.id,
      faction: 1,
      zone: icc.id,
      zone2: null,
      zone3: null,
      size: 25,
      difficulty: HEROIC_DIFFICULTY_ID,
      lootSystem: LOOT_BIDDING_SYSTEM_ID,
      byers: true,
      comment: '',
      requiredLogs: 0,
      requiredIlvl: 12000,
    };
    expect(validateRaidSave(input, context)).toEqual({ ok: true, value: { ...input, requiredIlvl: 9999 } });
    expect(validateRaidSave({ ...input, size: 40 }, context)).toEqual({
      ok: false,
      error: 'invalidRequest',
      field: 'size',
    });
  });
});
