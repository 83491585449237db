import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tellServer } from './tellServer.js';

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('telling the server how to draw the next page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.cookie = 'timeZone=; max-age=0; path=/';
    document.cookie = 'userLanguage=; max-age=0; path=/';
  });
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('names the time zone at the first idle moment when the browser drew the page itself', () => {
    tellServer('ru', false);
    expect(cookie('userLanguage')).toBe('ru');
    vi.advanceTimersByTime(100);
    expect(cookie('timeZone')).toBe(encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone));
  });

  it('waits until the start-up is over, or the page is hidden, when the page was hydrated', () => {
    tellServer('en', true);
    vi.advanceTimersByTime(5_000);
    expect(cookie('timeZone')).toBeUndefined();
    setVisibility('hidden');
    expect(cookie('timeZone')).toBeDefined();
  });

  it('names it after ten seconds of a visible hydrated page', () => {
    tellServer('en', true);
    vi.advanceTimersByTime(10_100);
    expect(cookie('timeZone')).toBeDefined();
  });
});
