import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { logInAs, openContextPage, type ContextOptions } from './pages.js';
import { startApp, type RunningApp } from './startApp.js';

/** What a journey file works with: the running app, the browser, and the pages it opens in it. */
export interface Journey {
  /** The app's address, e.g. `http://localhost:41234`. */
  readonly baseUrl: string;
  /** The running app: `restart()` for a deploy or a crash, `output()` for a failing test's message. */
  readonly app: RunningApp;
  readonly browser: Browser;
  /** The browser contexts `openPage` made (one person each), oldest first; all close when the file ends. */
  readonly contexts: readonly BrowserContext[];
  /** A page in a context of its own (support/pages.ts openContextPage): the file's defaults, then `options`. */
  openPage: (options?: ContextOptions) => Promise<Page>;
  /** Opens the raid list and logs in there as a demo user (support/pages.ts logInAs). */
  logInAs: (page: Page, name: string) => Promise<void>;
  /** The app's JSON answer to a GET of `path` (e.g. `/api/gameData`), asked without a session. */
  getJson: <T>(path: string) => Promise<T>;
}

/**
 * The set-up every journey file shares: starts the built app and Chromium before the file's tests and closes
 * the pages' contexts, the browser and the app after them (it registers those hooks itself, so call it once at
 * the top of the file). `defaults` are the file's context options for `openPage`, e.g. a time zone.
 */
export function useJourney(defaults: ContextOptions = {}): Journey {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  const runningApp = (): RunningApp => {
    if (!app) throw new Error('the app is not started: use the journey inside a test or a hook');
    return app;
  };
  const runningBrowser = (): Browser => {
    if (!browser) throw new Error('the browser is not started: use the journey inside a test or a hook');
    return browser;
  };

  return {
    get baseUrl() {
      return runningApp().baseUrl;
    },
    get app() {
      return runningApp();
    },
    get browser() {
      return runningBrowser();
    },
    contexts,
    openPage: (options = {}) => openContextPage(runningBrowser(), contexts, { ...defaults, ...options }),
    logInAs: (page, name) => logInAs(page, runningApp().baseUrl, name),
    getJson: async <T>(path: string) => (await (await fetch(`${runningApp().baseUrl}${path}`)).json()) as T,
  };
}
