import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ROUTE_SCRIPTS } from './preloadRoutes.js';
import { startAfterFirstPaint } from './startAfterFirstPaint.js';

const ENTRY = '/assets/index-abc123.js';
const builtHtml =
  `<html><head><script type="module" crossorigin src="${ENTRY}"></script></head>` +
  `<body><div id="root"></div></body></html>`;

function transformed(): string {
  const hook = startAfterFirstPaint().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(builtHtml);
}

/**
 * The page's inline starter run against a stand-in of the browser's globals: what it appends to the head, the
 * timers it sets and a way to report the first contentful paint.
 */
function loadPage(options: {
  visibility: 'visible' | 'hidden';
  paintTiming: boolean;
  routeScripts?: string[];
}) {
  const starter = /<script>(.*)<\/script>/s.exec(transformed())?.[1];
  if (!starter) throw new Error('no inline starter in the page');
  const started: Array<{ type?: string; src?: string; rel?: string; href?: string }> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const observers: Array<(list: { getEntriesByName: (name: string) => object[] }) => void> = [];
  runInNewContext(starter, {
    document: {
      visibilityState: options.visibility,
      head: { append: (element: (typeof started)[number]) => started.push(element) },
      createElement: () => ({}),
    },
    PerformanceObserver: class {
      static supportedEntryTypes = options.paintTiming ? ['paint', 'navigation'] : ['navigation'];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    self: options.routeScripts ? { [ROUTE_SCRIPTS]: options.routeScripts } : {},
  });
  const paint = (name: string) =>
    observers.forEach((observe) =>
      observe({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    );
  return { started, timers, paint };
}

describe('the app starts after the first paint (build/startAfterFirstPaint.ts)', () => {
  it('takes the entry script out of the page, without a preload, and adds one inline starter', () => {
    const html = transformed();
    expect(html).not.toContain(`<script type="module" crossorigin src="${ENTRY}">`);
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('in a visible tab, runs the app once, at the first contentful paint, and not again at the fallback', () => {
    const page = loadPage({ visibility: 'visible', paintTiming: true });
    expect(page.started).toEqual([]);
    page.paint('first-paint');
    expect(page.started).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.started).toEqual([{ type: 'module', src: ENTRY, crossOrigin: '' }]);
    page.timers.forEach((timer) => timer.run());
    expect(page.started).toHaveLength(1);
  });

  it('preloads the listed route chunks at the first contentful paint, with the entry, and not before', () => {
    const page = loadPage({ visibility: 'visible', paintTiming: true, routeScripts: ['/assets/home-1.js'] });
    expect(page.started).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.started).toEqual([
      { rel: 'modulepreload', href: '/assets/home-1.js', crossOrigin: '' },
      { type: 'module', src: ENTRY, crossOrigin: '' },
    ]);
  });

  it('in a visible tab whose paint does not come, runs the app after a second', () => {
    const page = loadPage({ visibility: 'visible', paintTiming: true });
    expect(page.timers.map((timer) => timer.ms)).toEqual([1000]);
    page.timers[0]?.run();
    expect(page.started.map((script) => script.src)).toEqual([ENTRY]);
  });

  it('in a hidden tab (opened in the background), runs the app at once: a hidden tab paints nothing', () => {
    const page = loadPage({ visibility: 'hidden', paintTiming: true });
    expect(page.started.map((script) => script.src)).toEqual([ENTRY]);
    expect(page.timers).toEqual([]);
  });

  it('in a browser without paint timing, runs the app at once', () => {
    const page = loadPage({ visibility: 'visible', paintTiming: false });
    expect(page.started.map((script) => script.src)).toEqual([ENTRY]);
  });
});
