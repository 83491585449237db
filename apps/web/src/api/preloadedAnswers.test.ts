import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePreloadedAnswer } from './preloadedAnswers.js';
import { PRELOADED_ANSWERS_GLOBAL } from './preloadedAnswersGlobal.js';
import { setRequestSubdomain } from './requestContext.js';

function preload(at: number, urls: string[]) {
  const answers = Object.fromEntries(urls.map((url) => [url, Promise.resolve(new Response(url))]));
  window[PRELOADED_ANSWERS_GLOBAL] = { at, answers };
}

describe('takePreloadedAnswer', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, PRELOADED_ANSWERS_GLOBAL);
    setRequestSubdomain(null);
    vi.useRealTimers();
  });

  it('hands an address its early answer once; the next call asks the server', async () => {
    preload(Date.now(), ['/api/init']);
    const answer = await takePreloadedAnswer('/api/init');
    expect(await answer?.text()).toBe('/api/init');
    expect(takePreloadedAnswer('/api/init')).toBeNull();
    expect(takePreloadedAnswer('/api/gameData')).toBeNull();
  });

  it('has nothing without the inline script', () => {
    expect(takePreloadedAnswer('/api/init')).toBeNull();
  });

  it('drops an answer asked for more than ten seconds ago', () => {
    vi.useFakeTimers({ now: 100_000 });
    preload(100_000 - 10_001, ['/api/init']);
    expect(takePreloadedAnswer('/api/init')).toBeNull();
  });

  it('serves no page of another expansion than the one the server reads from the Host', () => {
    preload(Date.now(), ['/api/init']);
    setRequestSubdomain('wotlk');
    expect(takePreloadedAnswer('/api/init')).toBeNull();
  });
});
