import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WEB_BUILD_DIR } from '../serverFiles.js';
import { filesToKeepInMemory, IN_MEMORY_PATTERNS, registerFilesInMemory } from './filesInMemory.js';
import { createPageRenderer, loadWebServerEntry } from './pageRenderer.js';

/** The built web app; WEB_DIST_DIR points elsewhere (a build made beside another one, e.g. in a second checkout). */
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR || WEB_BUILD_DIR;

/** Vite names every built asset after a hash of its content, so a cached copy can never be stale. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * Calls to the server and requests for files are not pages: a missing one is a 404, not index.html, so a stale
 * chunk fails loudly instead of arriving as HTML.
 */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return !/^\/(api|socket\.io)(\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

const cacheControlOf = (filePath: string) =>
  filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built web app: its files (pre-compressed copies when the browser accepts them; scripts, style
 * sheets and icons from memory, filesInMemory.ts), and index.html for
 * every other GET outside /api, so the browser's router shows deep links and its own 404 screen. With the web
 * app's server build beside it, the first screen of the raid list and of a raid is drawn into index.html
 * (pageRenderer.ts). Without a build (server tests, API-only runs) nothing is registered and answers false.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  registerFilesInMemory(app, distDir, filesToKeepInMemory(distDir), cacheControlOf);
  await app.register(fastifyStatic, {
    root: distDir,
    // Routes for the files present at start-up only: anything else falls through to the page below.
    wildcard: false,
    globIgnore: IN_MEMORY_PATTERNS,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlOf(filePath));
    },
  });
  const entry = await loadWebServerEntry(app, distDir);
  const render = entry
    ? createPageRenderer(app, entry, readFileSync(path.join(distDir, 'index.html'), 'utf8'))
    : null;
  app.get('/*', async (request, reply) => {
    if (!isPagePath(request.url)) return reply.callNotFound();
    const page = render ? await render(request) : null;
    if (page === null) return reply.sendFile('index.html');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .send(page);
  });
  return true;
}
