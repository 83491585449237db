import { describe, it, expect } from 'vitest';
import {
  formatTimeOfDay,
  localFromStored,
  nextOccurrenceLocal,
  nextOccurrenceUtc,
  parseTimeOfDay,
  storedFromLocal,
  type WeeklyTime,
} from './weeklySchedule.js';

/** Monday 23 November 2026, 12:00 UTC (17:45 in Kathmandu). */
const NOW_UTC = new Date('2026-11-23T12:00:00.000Z');
/** Monday 23 November 2026, 12:00 local (Kathmandu, +05:45) = 06:15 UTC. */
const NOW_LOCAL = new Date(2026, 10, 23, 12, 0);

describe('test environment', () => {
  it('runs in Asia/Kathmandu (+05:45)', () => {
    expect(NOW_LOCAL.getTimezoneOffset()).toBe(-345);
    expect(NOW_LOCAL.toISOString()).toBe('2026-11-23T06:15:00.000Z');
  });
});

describe('parseTimeOfDay', () => {
  it.each([
    ['00:00', 0, 0],
    ['07:05', 7, 5],
    ['7:05', 7, 5],
    ['23:59', 23, 59],
    [' 12:30 ', 12, 30],
  ])('%j → %i:%i', (text, hours, minutes) => {
    expect(parseTimeOfDay(text)).toEqual({ hours, minutes });
  });

  it.each(['24:00', '7:60', 'ab', '', '12', '12:5', '12:345', '-1:00', '12:30:00', '12.30'])(
    'rejects %j with a RangeError',
    (text) => {
      expect(() => parseTimeOfDay(text)).toThrow(RangeError);
    },
  );
});

describe('formatTimeOfDay', () => {
  it('pads to HH:MM', () => {
    expect(formatTimeOfDay(0, 0)).toBe('00:00');
    expect(formatTimeOfDay(7, 5)).toBe('07:05');
    expect(formatTimeOfDay(23, 59)).toBe('23:59');
  });
});

describe('nextOccurrenceUtc (rolls 7 days ahead once the time has passed today)', () => {
  it('is later today when the time has not come yet', () => {
    expect(nextOccurrenceUtc({ dayOfWeek: 1, time: '18:00' }, NOW_UTC).toISOString()).toBe(
      '2026-11-23T18:00:00.000Z',
    );
    expect(nextOccurrenceUtc({ dayOfWeek: 1, time: '12:01' }, NOW_UTC).toISOString()).toBe(
      '2026-11-23T12:01:00.000Z',
    );
  });

  it('rolls 7 days ahead when the time has passed today', () => {
    expect(nextOccurrenceUtc({ dayOfWeek: 1, time: '11:59' }, NOW_UTC).toISOString()).toBe(
      '2026-11-30T11:59:00.000Z',
    );
    expect(nextOccurrenceUtc({ dayOfWeek: 1, time: '00:00' }, NOW_UTC).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('rolls 7 days ahead when the time is exactly now', () => {
    expect(nextOccurrenceUtc({ dayOfWeek: 1, time: '12:00' }, NOW_UTC).toISOString()).toBe(
      '2026-11-30T12:00:00.000Z',
    );
  });

  it('rolls 7 days ahead when now is a few seconds into the minute', () => {
    const now = new Date('2026-11-23T12:00:30.000Z');
    expect(nextOccurrenceUtc({ dayOfWeek: 1, time: '12:00' }, now).toISOString()).toBe(
      '2026-11-30T12:00:00.000Z',
    );
  });

  it.each([
    [0, '2026-11-29T12:30:00.000Z'],
    [1, '2026-11-23T12:30:00.000Z'],
    [2, '2026-11-24T12:30:00.000Z'],
    [3, '2026-11-25T12:30:00.000Z'],
    [4, '2026-11-26T12:30:00.000Z'],
    [5, '2026-11-27T12:30:00.000Z'],
    [6, '2026-11-28T12:30:00.000Z'],
  ])('weekday %i (Sunday = 0) at 12:30 → %s', (dayOfWeek, expected) => {
    const next = nextOccurrenceUtc({ dayOfWeek, time: '12:30' }, NOW_UTC);
    expect(next.toISOString()).toBe(expected);
    expect(next.getUTCDay()).toBe(dayOfWeek);
  });

  it('is always strictly after now and at most 7 days ahead', () => {
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
      for (const time of ['00:00', '11:59', '12:00', '12:01', '23:59']) {
        const next = nextOccurrenceUtc({ dayOfWeek, time }, NOW_UTC).getTime();
        expect(next).toBeGreaterThan(NOW_UTC.getTime());
        expect(next - NOW_UTC.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
      }
    }
  });

  it('crosses month and year ends', () => {
    const newYearsEve = new Date('2026-12-31T10:00:00.000Z'); // Thursday
    expect(nextOccurrenceUtc({ dayOfWeek: 5, time: '09:00' }, newYearsEve).toISOString()).toBe(
      '2027-01-01T09:00:00.000Z',
    );
    expect(nextOccurrenceUtc({ dayOfWeek: 4, time: '09:00' }, newYearsEve).toISOString()).toBe(
      '2027-01-07T09:00:00.000Z',
    );
  });

  it('uses the UTC day, not the local one (Monday 20:00 UTC is already Tuesday in Kathmandu)', () => {
    const now = new Date('2026-11-23T20:00:00.000Z');
    expect(now.getDay()).toBe(2);
    expect(nextOccurrenceUtc({ dayOfWeek: 1, time: '21:00' }, now).toISOString()).toBe(
      '2026-11-23T21:00:00.000Z',
    );
    expect(nextOccurrenceUtc({ dayOfWeek: 2, time: '01:00' }, now).toISOString()).toBe(
      '2026-11-24T01:00:00.000Z',
    );
  });
});

describe('nextOccurrenceLocal (Kathmandu, +05:45)', () => {
  it('is later today in local time', () => {
    expect(nextOccurrenceLocal({ dayOfWeek: 1, time: '18:00' }, NOW_LOCAL)).toEqual(
      new Date(2026, 10, 23, 18, 0),
    );
  });

  it('rolls 7 days ahead when the local time has passed today', () => {
    expect(nextOccurrenceLocal({ dayOfWeek: 1, time: '11:59' }, NOW_LOCAL)).toEqual(
      new Date(2026, 10, 30, 11, 59),
    );
  });

  it('rolls 7 days ahead when the local time is exactly now', () => {
    expect(nextOccurrenceLocal({ dayOfWeek: 1, time: '12:00' }, NOW_LOCAL)).toEqual(
      new Date(2026, 10, 30, 12, 0),
    );
  });

  it.each([
    [0, 29],
    [1, 23],
    [2, 24],
    [3, 25],
    [4, 26],
    [5, 27],
    [6, 28],
  ])('local weekday %i (Sunday = 0) at 20:00 → November %i', (dayOfWeek, date) => {
    const next = nextOccurrenceLocal({ dayOfWeek, time: '20:00' }, NOW_LOCAL);
    expect(next).toEqual(new Date(2026, 10, date, 20, 0));
    expect(next.getDay()).toBe(dayOfWeek);
  });

  it('uses the local day when it differs from the UTC day', () => {
    const now = new Date(2026, 10, 24, 1, 0); // Tuesday 01:00 local = Monday 19:15 UTC
    expect(now.getUTCDay()).toBe(1);
    const next = nextOccurrenceLocal({ dayOfWeek: 2, time: '02:00' }, now);
    expect(next).toEqual(new Date(2026, 10, 24, 2, 0));
    expect(next.toISOString()).toBe('2026-11-23T20:15:00.000Z');
    expect(nextOccurrenceLocal({ dayOfWeek: 1, time: '23:00' }, now)).toEqual(new Date(2026, 10, 30, 23, 0));
  });
});

describe('storedFromLocal / localFromStored (local +05:45 ↔ stored UTC)', () => {
  it('stores Monday 02:00 in Kathmandu as Sunday 20:15 UTC (the previous UTC day)', () => {
    expect(storedFromLocal({ dayOfWeek: 1, time: '02:00' }, NOW_LOCAL)).toEqual({
      dayOfWeek: 0,
      time: '20:15',
    });
  });

  it('shows stored Sunday 20:15 UTC as Monday 02:00 in Kathmandu', () => {
    expect(localFromStored({ dayOfWeek: 0, time: '20:15' }, NOW_LOCAL)).toEqual({
      dayOfWeek: 1,
      time: '02:00',
    });
  });

  it('stores a local time after 05:45 on the same UTC day', () => {
    expect(storedFromLocal({ dayOfWeek: 3, time: '20:00' }, NOW_LOCAL)).toEqual({
      dayOfWeek: 3,
      time: '14:15',
    });
    expect(storedFromLocal({ dayOfWeek: 3, time: '05:45' }, NOW_LOCAL)).toEqual({
      dayOfWeek: 3,
      time: '00:00',
    });
  });

  it('wraps Sunday back to Saturday and Saturday forward to Sunday', () => {
    expect(storedFromLocal({ dayOfWeek: 0, time: '05:00' }, NOW_LOCAL)).toEqual({
      dayOfWeek: 6,
      time: '23:15',
    });
    expect(localFromStored({ dayOfWeek: 6, time: '18:15' }, NOW_LOCAL)).toEqual({
      dayOfWeek: 0,
      time: '00:00',
    });
  });

  it('round-trips every weekday and edge times, local → stored → local', () => {
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
      for (const time of ['00:00', '02:00', '05:44', '05:45', '12:00', '18:14', '18:15', '23:59']) {
        const local: WeeklyTime = { dayOfWeek, time };
        expect(localFromStored(storedFromLocal(local, NOW_LOCAL), NOW_LOCAL)).toEqual(local);
      }
    }
  });

  it('round-trips every weekday and edge times, stored → local → stored', () => {
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
      for (const time of ['00:00', '06:14', '06:15', '12:00', '18:14', '18:15', '20:15', '23:59']) {
        const stored: WeeklyTime = { dayOfWeek, time };
        expect(storedFromLocal(localFromStored(stored, NOW_UTC), NOW_UTC)).toEqual(stored);
      }
    }
  });
});
