import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, guildFeedPath, raidEventEnd, webcalUrl } from './calendarLinks.js';

describe('calendar links', () => {
  it('ends a raid event when the raid counts as completed', () => {
    expect(raidEventEnd(new Date('2025-03-01T18:00:00Z')).toISOString()).toBe('2025-03-01T19:00:00.000Z');
  });

  it('fills in Google Calendar with UTC times, the title and the details', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Icecrown Citadel 25 Heroic',
        start: new Date('2025-03-01T18:30:00Z'),
        details: 'https://example.org/raids/7',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Icecrown Citadel 25 Heroic',
      dates: '20250301T183000Z/20250301T193000Z',
      details: 'https://example.org/raids/7',
    });
  });

  it('turns a feed address into a subscription link', () => {
    expect(webcalUrl(`https://example.org${guildFeedPath('310000000000000001')}`)).toBe(
      'webcal://example.org/api/calendar/g/310000000000000001.ics',
    );
    expect(webcalUrl('http://localhost:3000/api/calendar/u/abc.ics')).toBe(
      'webcal://localhost:3000/api/calendar/u/abc.ics',
    );
  });
});
