import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's server build (apps/web/src/entry-server.tsx) offers; typed here, it is loaded at run time. */
interface WebServerEntry {
  renderPage(request: {
    url: string;
    host: string;
    savedLanguage: string | null;
    browserLanguages: string[];
    call: (url: string) => Promise<{ status: number; body: string }>;
  }): Promise<{ language: string; draw: () => { html: string; state: unknown } } | null>;
}

/** Pages waiting to be drawn beyond which a page goes out as the plain shell at once. */
const MAX_WAITING = 8;
/** Longer than this (the queue, the first reads, the drawing) and the page goes out as the plain shell. */
const DRAW_TIMEOUT_MS = 2000;

const LANGUAGE_COOKIE = 'userLanguage';
const TIME_ZONE_COOKIE = 'timeZone';
const TIME_ZONE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;
const ROOT = /<div id="root">[\s\S]*?<\/div>/;

/** A Cookie header's values by name. */
function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A value that is not URI-encoded is not one of ours.
    }
  }
  return cookies;
}

/** The languages of an Accept-Language header, most wanted first. */
function browserLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/** Draws in the visitor's time zone: the page's dates use the runtime's, as in the browser. */
function inTimeZone<T>(zone: string, draw: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return draw();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`first reads took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The web app's server build beside its page build (`apps/web/dist-ssr/` beside `dist/`), if built. */
export async function loadWebServerEntry(
  app: FastifyInstance,
  distDir: string,
): Promise<WebServerEntry | null> {
  const entry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  try {
    return (await import(pathToFileURL(entry).href)) as WebServerEntry;
  } catch (error) {
    app.log.warn({ err: error }, 'the web server build does not load; pages are sent plain');
    return null;
  }
}

/**
 * Puts the first screen into index.html (docs/decisions.md, "Server-rendered first screen"): the web app's own
 * components, drawn from the answers of the visitor's first reads, asked of this server's routes as the
 * visitor (so through the answer cache, the tenant of the host and the session of the cookie). One page is
 * drawn at a time (the web app's request context is module state); any failure, a slow read or a queue gives
 * null, and the caller sends the plain shell the browser draws itself.
 */
export function createPageRenderer(app: FastifyInstance, entry: WebServerEntry, template: string) {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  async function draw(request: FastifyRequest): Promise<string | null> {
    const call = async (url: string) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          host: request.headers.host ?? 'localhost',
          accept: 'application/json',
          ...(request.headers.cookie && { cookie: request.headers.cookie }),
          ...(request.headers['accept-language'] && {
            'accept-language': request.headers['accept-language'],
          }),
        },
      });
      return { status: answer.statusCode, body: answer.body };
    };
    const cookies = readCookies(request.headers.cookie);
    const page = await entry.renderPage({
      url: request.url,
      host: request.headers.host ?? 'localhost',
      savedLanguage: cookies.get(LANGUAGE_COOKIE) ?? null,
      browserLanguages: browserLanguages(request.headers['accept-language']),
      call,
    });
    if (!page) return null;
    const zone = cookies.get(TIME_ZONE_COOKIE) ?? '';
    const { html, state } = inTimeZone(TIME_ZONE.test(zone) ? zone : 'UTC', page.draw);
    if (!ROOT.test(template)) return null;
    // `<` never reaches the HTML parser inside the JSON, so no answer can close the script.
    const json = JSON.stringify(state).replaceAll('<', '\\u003c');
    return template
      .replace('<html lang="en"', `<html lang="${page.language}" data-server-rendered`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${html}</div>\n    <script id="server-state" type="application/json">${json}</script>`,
      );
  }

  return async (request: FastifyRequest): Promise<string | null> => {
    if (waiting >= MAX_WAITING) return null;
    waiting += 1;
    // The next page waits for this one's drawing to end, even when its visitor has stopped waiting for it.
    const turn = queue.then(() => draw(request));
    queue = turn.catch(() => undefined);
    try {
      return await withTimeout(turn, DRAW_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed; the plain page is sent');
      return null;
    } finally {
      waiting -= 1;
    }
  };
}
