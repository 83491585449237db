import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WEB_BUILD_DIR } from '../serverFiles.js';

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

/**
 * Serves the built web app: its files (pre-compressed copies when the browser accepts them), and index.html for
 * every other GET outside /api, so the browser's router shows deep links and its own 404 screen. Without a
 * build (server tests, API-only runs) nothing is registered and answers false.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    // Routes for the files present at start-up only: anything else falls through to the page below.
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', (request, reply) => {
    if (!isPagePath(request.url)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
  return true;
}
