import { afterEach, describe, expect, it } from 'vitest';
import {
  HEROIC_DIFFICULTY_ID,
  lockoutResets,
  NORMAL_DIFFICULTY_ID,
  shortCycleAnchors,
} from '../catalogue/common.js';
import { expansionCatalogue, expansionKeys } from '../catalogue/expansions.js';
import type { ExpansionKey, Region, ResetCycle } from '../catalogue/types.js';
import { saveHoldsMode, saveModeChoices, sharesLockout } from './lockoutModes.js';
import { catalogueZone, lockoutPeriod, resetAfter, saveCoversRaid } from './lockouts.js';
import { raidDateText } from './raidDateText.js';

const DAY_MS = 86_400_000;
const regions: Region[] = ['US', 'EU', 'KR', 'TW', 'CN'];
const cycles: ResetCycle[] = [3, 5, 7];
const at = (iso: string) => new Date(iso);

describe('zone reset cycles', () => {
  it('gives every zone of every expansion a cycle of 3, 5 or 7 days', () => {
    for (const key of expansionKeys) {
      for (const zone of expansionCatalogue(key).zones)
        expect([3, 5, 7], `${key} ${zone.nameEng}`).toContain(zone.resetDays);
    }
  });

  it("has Classic Era Zul'Gurub and Ruins of Ahn'Qiraj on 3 days, Onyxia on 5, the 40-player raids on 7", () => {
    expect(catalogueZone('classic', 4).resetDays).toBe(3);
    expect(catalogueZone('classic', 5).resetDays).toBe(3);
    expect(catalogueZone('classic', 2).resetDays).toBe(5);
    for (const id of [1, 3, 6, 7]) expect(catalogueZone('classic', id).resetDays).toBe(7);
  });

  it("keeps Season of Discovery's 3-day raids and every Wrath, Cataclysm and Mists raid weekly", () => {
    const sodThreeDay = expansionCatalogue('sod').zones.filter((zone) => zone.resetDays === 3);
    expect(sodThreeDay.map((zone) => zone.nameEng).sort()).toEqual(
      ['Blackfathom Deeps', 'Gnomeregan', "Ruins of Ahn'Qiraj", "Zul'Gurub"].sort(),
    );
    for (const key of ['wotlk', 'cata', 'mop'] as const) {
      expect(
        expansionCatalogue(key).zones.every((zone) => zone.resetDays === 7),
        key,
      ).toBe(true);
    }
  });
});

describe('resetAfter', () => {
  it.each(regions.flatMap((region) => cycles.map((cycle) => [region, cycle] as const)))(
    "%s, %i-day cycle: the next reset lies after the instant, at most one cycle on, at the region's hour",
    (region, cycle) => {
      const hour = lockoutResets.find((reset) => reset.region === region)?.hourUtc;
      // Every 7 hours for 40 days, across both 2025 daylight-saving switches of America and Europe.
      for (const start of ['2025-03-01T00:00:00Z', '2025-10-20T00:00:00Z']) {
        for (let t = Date.parse(start); t < Date.parse(start) + 40 * DAY_MS; t += 7 * 3_600_000) {
          const next = resetAfter(new Date(t), { resetDays: cycle }, region);
          expect(next.getTime()).toBeGreaterThan(t);
          expect(next.getTime() - t).toBeLessThanOrEqual(cycle * DAY_MS);
          expect(next.getUTCHours()).toBe(hour);
          expect(next.getUTCMinutes()).toBe(0);
        }
      }
    },
  );

  it("puts weekly resets on the region's weekly reset day", () => {
    for (const { region, dayOfWeek } of lockoutResets) {
      expect(resetAfter(at('2025-06-15T12:00:00Z'), { resetDays: 7 }, region).getUTCDay()).toBe(dayOfWeek);
    }
  });

  it("counts 3- and 5-day cycles from the region's anchor", () => {
    for (const region of regions) {
      for (const cycle of [3, 5] as const) {
        const anchor = Date.parse(shortCycleAnchors[region][cycle]);
        const next = resetAfter(at('2026-11-28T12:00:00Z'), { resetDays: cycle }, region).getTime();
        expect((next - anchor) % (cycle * DAY_MS)).toBe(0);
      }
    }
  });

  it("answers known American resets: Zul'Gurub every 3 days, Onyxia every 5, Molten Core on Tuesdays", () => {
    expect(resetAfter(at('2024-01-03T20:00:00Z'), { resetDays: 3 }, 'US')).toEqual(
      at('2024-01-05T15:00:00Z'),
    );
    expect(resetAfter(at('2024-01-05T15:00:00Z'), { resetDays: 3 }, 'US')).toEqual(
      at('2024-01-08T15:00:00Z'),
    );
    expect(resetAfter(at('2024-01-05T12:00:00Z'), { resetDays: 5 }, 'US')).toEqual(
      at('2024-01-09T15:00:00Z'),
    );
    expect(resetAfter(at('2024-01-05T12:00:00Z'), { resetDays: 7 }, 'US')).toEqual(
      at('2024-01-09T15:00:00Z'),
    );
  });

  it('answers known European resets across the March and October daylight-saving switches', () => {
    // Europe moved its clocks on Sunday 30 March and Sunday 26 October 2025; the reset stays at 04:00 UTC.
    expect(resetAfter(at('2025-03-29T20:00:00Z'), { resetDays: 7 }, 'EU')).toEqual(
      at('2025-04-02T04:00:00Z'),
    );
    expect(resetAfter(at('2025-10-25T20:00:00Z'), { resetDays: 7 }, 'EU')).toEqual(
      at('2025-10-29T04:00:00Z'),
    );
    // 2024-01-02 + 150 × 3 days = 2025-03-27; the next 3-day reset after it is 2025-03-30.
    expect(resetAfter(at('2025-03-29T20:00:00Z'), { resetDays: 3 }, 'EU')).toEqual(
      at('2025-03-30T04:00:00Z'),
    );
    // 2024-01-04 + 90 × 5 days = 2025-03-29 04:00, already past; the next is 2025-04-03.
    expect(resetAfter(at('2025-03-29T20:00:00Z'), { resetDays: 5 }, 'EU')).toEqual(
      at('2025-04-03T04:00:00Z'),
    );
  });
});

describe('lockoutPeriod and saveCoversRaid', () => {
  it('spans exactly one cycle and contains the instant', () => {
    for (const cycle of cycles) {
      const { from, to } = lockoutPeriod(at('2025-11-02T06:30:00Z'), { resetDays: cycle }, 'US');
      expect(to.getTime() - from.getTime()).toBe(cycle * DAY_MS);
      expect(from.getTime()).toBeLessThanOrEqual(at('2025-11-02T06:30:00Z').getTime());
    }
  });

  it("holds a raid of the save's reset period, not one of the next", () => {
    const zone = { resetDays: 3 } as const;
    const savedUntil = resetAfter(at('2024-01-03T20:00:00Z'), zone, 'US');
    expect(saveCoversRaid(savedUntil, at('2024-01-05T14:59:00Z'), zone, 'US')).toBe(true);
    expect(saveCoversRaid(savedUntil, at('2024-01-05T15:00:00Z'), zone, 'US')).toBe(false);
  });
});

describe('a reset shown in local time', () => {
  const zoneOfSuite = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneOfSuite;
  });

  // The same UTC reset reads as a different local hour before and after each zone's daylight-saving switch.
  it.each([
    [
      'Asia/Kathmandu',
      ['Tue, Mar 4, 20:45', 'Tue, Mar 11, 20:45', 'Tue, Oct 28, 20:45', 'Tue, Nov 4, 20:45'],
    ],
    [
      'America/New_York',
      ['Tue, Mar 4, 10:00', 'Tue, Mar 11, 11:00', 'Tue, Oct 28, 11:00', 'Tue, Nov 4, 10:00'],
    ],
    ['Europe/Berlin', ['Tue, Mar 4, 16:00', 'Tue, Mar 11, 16:00', 'Tue, Oct 28, 16:00', 'Tue, Nov 4, 16:00']],
  ])('%s', (timeZone, expected) => {
    process.env.TZ = timeZone;
    const instants = [
      '2025-03-01T00:00:00Z',
      '2025-03-09T12:00:00Z',
      '2025-10-26T00:00:00Z',
      '2025-11-01T00:00:00Z',
    ];
    const resets = instants.map((iso) => resetAfter(at(iso), { resetDays: 7 }, 'US'));
    expect(resets.map((reset) => reset.toISOString().slice(11, 16))).toEqual([
      '15:00',
      '15:00',
      '15:00',
      '15:00',
    ]);
    expect(resets.map((reset) => raidDateText(reset, 'en'))).toEqual(expected);
  });

  it('shows Europe/Berlin the hour change of the European reset', () => {
    process.env.TZ = 'Europe/Berlin';
    const before = resetAfter(at('2025-03-20T00:00:00Z'), { resetDays: 7 }, 'EU');
    const after = resetAfter(at('2025-03-31T00:00:00Z'), { resetDays: 7 }, 'EU');
    expect(raidDateText(before, 'ru')).toBe('ср, 26 мар., 05:00');
    expect(raidDateText(after, 'ru')).toBe('ср, 2 апр., 06:00');
  });
});

describe('which raid sizes and difficulties share a lockout', () => {
  const normal = (size: number) => ({ size, difficulty: NORMAL_DIFFICULTY_ID });
  const heroic = (size: number) => ({ size, difficulty: HEROIC_DIFFICULTY_ID });
  const zoneId = (expansion: ExpansionKey, name: string) =>
    expansionCatalogue(expansion).zones.find((zone) => zone.nameEng === name)?.id ?? -1;

  it.each([
    // expansion, zone, one mode, another, shared
    ['classic', 'Molten Core', normal(40), normal(40), true],
    ['sod', 'Naxxramas', normal(20), normal(40), true],
    ['wotlk', 'Naxxramas', normal(10), normal(10), true],
    ['wotlk', 'Naxxramas', normal(10), normal(25), false],
    ['wotlk', 'Icecrown Citadel', normal(25), heroic(25), true],
    ['wotlk', 'Icecrown Citadel', heroic(10), heroic(25), false],
    ['wotlk', 'The Ruby Sanctum', normal(10), heroic(10), true],
    ['wotlk', 'Trial of the Crusader', normal(10), heroic(10), false],
    ['wotlk', 'Trial of the Crusader', heroic(25), heroic(25), true],
    ['wotlk', 'Trial of the Crusader', normal(10), normal(25), false],
    ['cata', 'Firelands', normal(10), heroic(25), true],
    ['cata', 'Icecrown Citadel', normal(10), normal(25), true],
    ['mop', "Mogu'shan Vaults", heroic(10), normal(25), true],
  ] as const)('%s %s: %o and %o share: %s', (expansion, name, a, b, shared) => {
    const id = zoneId(expansion, name);
    expect(id, name).toBeGreaterThan(0);
    expect(sharesLockout(expansion, id, a, b)).toBe(shared);
    expect(sharesLockout(expansion, id, b, a)).toBe(shared);
  });

  it('holds a raid with a save of a size sharing its lock; a save not saying its size or difficulty holds all', () => {
    const icc = zoneId('wotlk', 'Icecrown Citadel');
    const toc = zoneId('wotlk', 'Trial of the Crusader');
    const save = (zone: number, size: number | null, difficulty: number | null) => ({
      zone,
      size,
      difficulty,
    });
    expect(saveHoldsMode('wotlk', save(icc, 10, null), normal(25))).toBe(false);
    expect(saveHoldsMode('wotlk', save(icc, 10, null), heroic(10))).toBe(true);
    expect(saveHoldsMode('wotlk', save(icc, null, null), heroic(25))).toBe(true);
    expect(saveHoldsMode('wotlk', save(toc, 25, HEROIC_DIFFICULTY_ID), normal(25))).toBe(false);
    expect(saveHoldsMode('wotlk', save(toc, null, HEROIC_DIFFICULTY_ID), heroic(10))).toBe(true);
    expect(saveHoldsMode('wotlk', save(toc, 25, null), heroic(25))).toBe(true);
    expect(saveHoldsMode('classic', save(zoneId('classic', 'Molten Core'), 20, null), normal(40))).toBe(true);
  });

  it('lets a save added by hand say the size and difficulty only where they lock apart', () => {
    const zone = (expansion: ExpansionKey, name: string) => catalogueZone(expansion, zoneId(expansion, name));
    const both = [NORMAL_DIFFICULTY_ID, HEROIC_DIFFICULTY_ID];
    expect(saveModeChoices('wotlk', zone('wotlk', 'Icecrown Citadel'))).toEqual({
      sizes: [10, 25],
      difficulties: [],
    });
    expect(saveModeChoices('wotlk', zone('wotlk', 'Trial of the Crusader'))).toEqual({
      sizes: [10, 25],
      difficulties: both,
    });
    for (const [expansion, name] of [
      ['classic', 'Molten Core'],
      ['sod', 'Naxxramas'],
      ['cata', 'Firelands'],
      ['mop', "Mogu'shan Vaults"],
    ] as const) {
      expect(saveModeChoices(expansion, zone(expansion, name)), name).toEqual({
        sizes: [],
        difficulties: [],
      });
    }
  });
});
