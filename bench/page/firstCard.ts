import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromeFlags, chromePath } from './chromium.js';

/** What one cold load of the raid list shows, with the CPU slowed down 4 times (DevTools' throttling). */
export interface FirstCardResult {
  /** From navigation start to the first raid card in the DOM (ms). */
  firstCardMs: number;
  firstContentfulPaintMs: number;
  /** gzip (level 9) size of every script the page loaded before its first card, and how many there were. */
  scriptGzipBytes: number;
  scripts: number;
}

const CARD = '[data-raid-id]';

/**
 * Runs in the page before its own scripts: notes the moment the first card enters the DOM and the scripts
 * loaded by then (resource timing), so a chunk the page fetches afterwards (the live socket, once idle) is not
 * counted.
 */
const watchForFirstCard = `
  const observer = new MutationObserver(() => {
    if (document.querySelector('${CARD}')) {
      window.__benchFirstCard = performance.now();
      window.__benchScripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
`;
const readTimings = `({
  scripts: window.__benchScripts ?? [],
  firstCard: window.__benchFirstCard ?? performance.now(),
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
})`;

export async function loadFirstCard(url: string): Promise<FirstCardResult> {
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
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.addInitScript({ content: watchForFirstCard });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(CARD, { timeout: 120_000 });
    const timing = await page.evaluate<{ scripts: string[]; firstCard: number; fcp: number }>(readTimings);
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
      firstContentfulPaintMs: timing.fcp,
      scriptGzipBytes,
      scripts: loaded.length,
    };
  } finally {
    await browser.close();
  }
}
