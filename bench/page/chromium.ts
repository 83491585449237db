import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChild, type Child } from '../util/child.js';
import { freePort } from '../util/ports.js';

/** Debian's Chromium (CHROME_PATH overrides) and the flags it needs to run headless in a container. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Desktop Chromium (156) keeps the address bar's suggestion popup as a web page of its own
  // (chrome://omnibox-popup.top-chrome/, a "WebUI Top Renderer" process) that runs script on every navigation:
  // in Lighthouse's traces 38 ms of it fell on the page's commit, on a 2-core host. A phone's Chrome has no
  // such page and a headless browser shows no address bar, so the bench's Chromium goes without it.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** A Chromium with a DevTools port, for Lighthouse (which drives it over that port). */
export interface DebuggableChrome {
  port: number;
  stop: () => Promise<void>;
}

export async function startDebuggableChrome(logDir: string): Promise<DebuggableChrome> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'raid-bench-chrome-'));
  const child: Child = startChild(
    chromePath,
    [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { logFile: path.join(logDir, 'chromium.log'), killAfterMs: 5_000 },
  );
  const stop = async () => {
    await child.stop();
    // Chromium's helper processes may still be writing the profile for a moment after the browser exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(
      () => undefined,
    );
  };
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { port, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`Chromium did not open its DevTools port.\n${child.output()}`);
}
