import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromeFlags, chromePath } from './chromium.js';

/** What one cold load of the raid list shows, with the CPU slowed down `cpuSlowdown` times (DevTools' throttling). */
export interface FirstCardResult {
  /** From navigation start to the first raid card in the DOM (ms). */
  firstCardMs: number;
  /**
   * From navigation start to the first raid card's paint (ms): Element Timing on the card's heading, or the
   * second animation frame after the card entered the DOM when the browser reported none.
   */
  firstCardPaintMs: number;
  /** Which of the two gave `firstCardPaintMs`. */
  paintBy: 'element timing' | 'second frame';
  firstContentfulPaintMs: number;
  /** gzip (level 9) size of every script the page loaded by its first card and the app's start, and how many. */
  scriptGzipBytes: number;
  scripts: number;
  /** The server's HTML (the document's response, before any script ran) held a raid card. */
  cardInServerHtml: boolean;
  /** The card entered the DOM while the parser was still reading the HTML, before deferred and module scripts. */
  cardBeforeScripts: boolean;
}

const CARD = '[data-raid-id]';

/**
 * Runs in the page before its own scripts: notes the moment the first card enters the DOM, whether the parser
 * was still reading the HTML then (module scripts run only once it is done), the card's paint (Element Timing,
 * asked for before the next frame, or else the frame after the card came) and the scripts loaded (resource
 * timing) by the later of the card and the app's start (`html[data-start]`, set once React has drawn or
 * hydrated the page): a card in the server's HTML comes before any script, yet the page is not the app's
 * until its first load has run. A chunk fetched afterwards (the live socket, the pages prefetched when idle)
 * is not counted.
 */
const watchForFirstCard = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === 'bench-first-card' && window.__benchCardPaint === undefined)
        window.__benchCardPaint = entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  const scriptsSoFar = () => performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => entry.name);
  const observer = new MutationObserver(() => {
    const card = document.querySelector('${CARD}');
    if (card && window.__benchFirstCard === undefined) {
      window.__benchFirstCard = performance.now();
      window.__benchCardBeforeScripts = document.readyState === 'loading';
      requestAnimationFrame(() => requestAnimationFrame((frame) => { window.__benchCardFrame = frame; }));
    }
    // Chromium reports a text's paint for its block (the card's heading), not for an ancestor such as the
    // card's <article>: marked there, Element Timing never fired and the row fell back to the second frame.
    const heading = card && card.querySelector('h1, h2, h3');
    if (heading && !heading.hasAttribute('elementtiming')) heading.setAttribute('elementtiming', 'bench-first-card');
    const started = document.documentElement.hasAttribute('data-start');
    if (window.__benchFirstCard !== undefined && started) {
      window.__benchScripts = scriptsSoFar();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-start'] });
`;
const readTimings = `new Promise((resolve) => {
  const read = () => resolve({
    scripts: window.__benchScripts ?? [],
    firstCard: window.__benchFirstCard ?? performance.now(),
    paint: window.__benchCardPaint ?? window.__benchCardFrame ?? Number.NaN,
    paintBy: window.__benchCardPaint !== undefined ? 'element timing' : 'second frame',
    beforeScripts: window.__benchCardBeforeScripts === true,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  });
  // The card's paint comes a frame or two after it entered the DOM; the app's start may come later still.
  const started = performance.now();
  const wait = () =>
    (window.__benchCardPaint !== undefined && window.__benchScripts !== undefined) ||
    performance.now() - started > 15000
      ? read()
      : setTimeout(wait, 50);
  wait();
})`;

interface PageTimings {
  scripts: string[];
  firstCard: number;
  paint: number;
  paintBy: FirstCardResult['paintBy'];
  beforeScripts: boolean;
  fcp: number;
}

export async function loadFirstCard(url: string, cpuSlowdown: number): Promise<FirstCardResult> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => flag !== '--headless'),
  });
  try {
    // Lighthouse's mobile screen (a Moto G Power): 412 x 823 CSS pixels.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.addInitScript({ content: watchForFirstCard });
    const response = await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(CARD, { timeout: 120_000 });
    const timing = await page.evaluate<PageTimings>(readTimings);
    const html = (await response?.text()) ?? '';
    // Scripts the page had by its first card; the responses seen cover the ones resource timing leaves out.
    const byFirstCard = new Set(timing.scripts);
    const loaded =
      timing.scripts.length > 0 ? [...scripts].filter((url) => byFirstCard.has(url)) : [...scripts];
    let scriptGzipBytes = 0;
    for (const script of loaded) {
      const body = Buffer.from(await (await fetch(script)).arrayBuffer());
      scriptGzipBytes += gzipSync(body, { level: 9 }).length;
    }
    return {
      firstCardMs: timing.firstCard,
      firstCardPaintMs: timing.paint,
      paintBy: timing.paintBy,
      cardInServerHtml: /\sdata-raid-id=/.test(html),
      cardBeforeScripts: timing.beforeScripts,
      firstContentfulPaintMs: timing.fcp,
      scriptGzipBytes,
      scripts: loaded.length,
    };
  } finally {
    await browser.close();
  }
}
