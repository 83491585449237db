import { describe, expect, it } from 'vitest';
import { lastCreationMoment, owedCycleOccurrence, owedOccurrence } from './autoRaidCycle.js';

// Monday 2025-09-08 12:00 UTC is the Discord server's creation moment in these examples.
const MONDAY_NOON = { dayOfWeek: 1, hour: 12 };
const at = (iso: string) => new Date(iso);
const wednesdayEvening = { dayOfWeek: 3, time: '20:00' };

describe('lastCreationMoment', () => {
  it.each([
    ['2025-09-08T12:00:00Z', '2025-09-08T12:00:00.000Z'],
    ['2025-09-08T12:00:30Z', '2025-09-08T12:00:00.000Z'],
    ['2025-09-08T11:59:00Z', '2025-09-01T12:00:00.000Z'],
    ['2025-09-14T23:00:00Z', '2025-09-08T12:00:00.000Z'],
  ])('at %s is %s', (now, moment) => {
    expect(lastCreationMoment(MONDAY_NOON, at(now)).toISOString()).toBe(moment);
  });
});

describe('owedOccurrence', () => {
  const activeLongAgo = at('2025-08-01T00:00:00Z');

  it('owes the first start after the moment once the moment has come, and nothing before', () => {
    const template = { weekly: wednesdayEvening, activeSince: activeLongAgo, lastCreatedFor: null };
    expect(owedOccurrence(template, MONDAY_NOON, at('2025-09-08T12:00:40Z'))).toEqual({
      kind: 'create',
      start: at('2025-09-10T20:00:00Z'),
    });
    const handledLastWeek = { ...template, lastCreatedFor: at('2025-09-03T20:00:00Z') };
    expect(owedOccurrence(handledLastWeek, MONDAY_NOON, at('2025-09-08T11:59:00Z'))).toBeNull();
    expect(owedOccurrence(handledLastWeek, MONDAY_NOON, at('2025-09-08T12:01:00Z'))?.start).toEqual(
      at('2025-09-10T20:00:00Z'),
    );
  });

  it('owes nothing more this week once the occurrence is handled, even if the template moves', () => {
    const handled = {
      weekly: { dayOfWeek: 5, time: '19:00' },
      activeSince: at('2025-09-09T08:00:00Z'),
      lastCreatedFor: at('2025-09-10T20:00:00Z'),
    };
    expect(owedOccurrence(handled, MONDAY_NOON, at('2025-09-09T09:00:00Z'))).toBeNull();
  });

  it('creates next week a start on the moment day that lies before the moment hour', () => {
    const mondayMorning = {
      weekly: { dayOfWeek: 1, time: '10:00' },
      activeSince: activeLongAgo,
      lastCreatedFor: null,
    };
    expect(owedOccurrence(mondayMorning, MONDAY_NOON, at('2025-09-08T12:00:00Z'))?.start).toEqual(
      at('2025-09-15T10:00:00Z'),
    );
  });

  it('reports a start already past as missed when the template was active at the moment', () => {
    const template = { weekly: wednesdayEvening, activeSince: activeLongAgo, lastCreatedFor: null };
    expect(owedOccurrence(template, MONDAY_NOON, at('2025-09-10T21:00:00Z'))).toEqual({
      kind: 'missed',
      start: at('2025-09-10T20:00:00Z'),
    });
  });

  it('lets a template switched on after the moment create this week if its start is ahead, else wait', () => {
    const switchedOn = {
      weekly: wednesdayEvening,
      activeSince: at('2025-09-09T08:00:00Z'),
      lastCreatedFor: null,
    };
    expect(owedOccurrence(switchedOn, MONDAY_NOON, at('2025-09-09T08:01:00Z'))?.kind).toBe('create');
    expect(owedOccurrence(switchedOn, MONDAY_NOON, at('2025-09-11T08:00:00Z'))).toBeNull();
  });
});

describe('owedCycleOccurrence (3- and 5-day zones)', () => {
  // Tuesday 20:00 UTC; the reference week's Tuesday is 2 January 2024.
  const tuesdayEvening = { dayOfWeek: 2, time: '20:00' };

  it('repeats every 3 days from the stored day and time, one cycle ahead', () => {
    const fresh = { weekly: tuesdayEvening, lastCreatedFor: null };
    // 2024-01-02 + 204 × 3 days = 2025-09-05 (Friday); the next start is 2025-09-08 (Monday).
    expect(owedCycleOccurrence(fresh, 3, at('2025-09-06T10:00:00Z'))).toEqual({
      kind: 'create',
      start: at('2025-09-08T20:00:00Z'),
    });
    const handled = { weekly: tuesdayEvening, lastCreatedFor: at('2025-09-08T20:00:00Z') };
    expect(owedCycleOccurrence(handled, 3, at('2025-09-06T10:00:00Z'))).toBeNull();
    expect(owedCycleOccurrence(handled, 3, at('2025-09-08T20:00:00Z'))?.start).toEqual(
      at('2025-09-11T20:00:00Z'),
    );
  });

  it('repeats every 5 days, each start in its own 5-day reset period', () => {
    // 2024-01-02 + 123 × 5 days = 2025-09-08.
    const handled = { weekly: tuesdayEvening, lastCreatedFor: at('2025-09-08T20:00:00Z') };
    expect(owedCycleOccurrence(handled, 5, at('2025-09-08T19:00:00Z'))).toBeNull();
    const next = owedCycleOccurrence(handled, 5, at('2025-09-09T00:00:00Z'));
    expect(next?.start).toEqual(at('2025-09-13T20:00:00Z'));
    expect(((next?.start.getTime() ?? 0) - Date.parse('2024-01-02T20:00:00Z')) % (5 * 86_400_000)).toBe(0);
  });

  it('skips starts that passed while nothing ran', () => {
    const stale = { weekly: tuesdayEvening, lastCreatedFor: at('2025-08-01T20:00:00Z') };
    expect(owedCycleOccurrence(stale, 3, at('2025-09-06T10:00:00Z'))?.start).toEqual(
      at('2025-09-08T20:00:00Z'),
    );
  });
});
