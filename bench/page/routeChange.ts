import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page } from 'playwright-core';
import { chromeFlags, chromePath } from './chromium.js';

/** One step of a warm visit: the link followed from the page before, and what shows the next page's content. */
export interface RouteHop {
  name: string;
  /** The link to click on the page the previous hop left on screen. */
  link: string;
  /** Present once the page's content (not its skeleton) is on screen. */
  content: string;
}

/** One hop's figure: from the click's input event to the first frame with the content, and what it waited on. */
export interface HopTiming {
  name: string;
  ms: number;
  /** Requests that finished between the click and the content (path, ms): what a warm change may have waited for. */
  requests: string[];
}

const CARD = '[data-raid-id]';

/**
 * How long the pointer rests on a link before the click: shorter than a person's (a mouse takes a few hundred
 * ms from reaching a link to the click; a finger's tap lasts about 100 ms from touchstart to click).
 */
const HOVER_MS = 100;

/**
 * Resolves with the time of the first animation frame in which a new element matching `selector` is in the DOM
 * with a size, measured from the next click's input event (its `timeStamp`, when the browser received the
 * click). Elements that matched before the click (the page being left, e.g. one static page for another) do
 * not count.
 */
// A string, not a function: the bench runs under tsx, whose helpers (`__name`) do not exist in the page.
const timeNextChange = `(selector) =>
  new Promise((resolve, reject) => {
    let clickedAt = null;
    let before = new Set();
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
        before = new Set(document.querySelectorAll(selector));
      },
      { capture: true, once: true },
    );
    const giveUp = setTimeout(() => reject(new Error(selector + ' did not show within 30 s')), 30000);
    const shown = () =>
      [...document.querySelectorAll(selector)].some(
        (element) => !before.has(element) && element.getBoundingClientRect().height > 0,
      );
    const check = (frame) => {
      if (clickedAt !== null && shown()) {
        clearTimeout(giveUp);
        resolve(frame - clickedAt);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;

/** How long the page must make no request to count as idle: its own idle work (the live socket, prefetches) done. */
const QUIET_MS = 1_000;

/**
 * Resolves at the page's next idle period. A string for the same reason as `timeNextChange`. On a slowed CPU the
 * app's start can run for longer than `QUIET_MS` without a request, and its idle prefetch only begins after it.
 */
const nextIdle = `new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 30000 }))`;

/**
 * Counts the page's requests in flight, so the bench can wait until the page has been quiet for a while and then
 * idle without starting a request (the app's own idle work done) before it clicks. Playwright's 'networkidle' is
 * reached once per load only.
 */
function watchQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let started = 0;
  let lastActivity = performance.now();
  const start = () => {
    inFlight += 1;
    started += 1;
    lastActivity = performance.now();
  };
  const end = () => {
    inFlight -= 1;
    lastActivity = performance.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline) {
      while (performance.now() < deadline && (inFlight > 0 || performance.now() - lastActivity < QUIET_MS))
        await sleep(100);
      const before = started;
      await page.evaluate(nextIdle);
      if (started === before) return;
    }
  };
}

/**
 * Opens `/` in a fresh Chromium context, waits for its first raid card and for the page to be idle, then
 * follows each hop's link in turn (the pointer moves onto the link and clicks it `HOVER_MS` later), each
 * measured from the click until its content is on screen.
 */
export async function warmRouteChanges(
  baseUrl: string,
  hops: readonly RouteHop[],
  cpuSlowdown: number,
): Promise<HopTiming[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => flag !== '--headless'),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let requests: { url: string; started: number; ms: number }[] = [];
    page.on('requestfinished', (request) => {
      const timing = request.timing();
      requests.push({ url: request.url(), started: timing.startTime, ms: timing.responseEnd });
    });
    const quiet = watchQuiet(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await page.waitForSelector(CARD, { timeout: 120_000 });
    await quiet();
    const timings: HopTiming[] = [];
    for (const hop of hops) {
      requests = [];
      const shown = page.evaluate<number>(`(${timeNextChange})(${JSON.stringify(hop.content)})`);
      const link = page.locator(hop.link).first();
      await link.hover();
      await sleep(HOVER_MS);
      await link.click();
      const ms = await shown;
      const waitedOn = [...requests];
      const url = (text: string) => new URL(text).pathname + new URL(text).search;
      timings.push({
        name: hop.name,
        ms,
        requests: waitedOn.map((request) => `${url(request.url)} ${Math.round(request.ms)} ms`),
      });
      await quiet();
    }
    return timings;
  } finally {
    await browser.close();
  }
}
