import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './webApp.js';

describe('registerWebApp', () => {
  let dist: string;
  let app: FastifyInstance;
  const script = 'console.log("raid planner");'.repeat(100);

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'raid-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Raid Planner</title>');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), script);
    await writeFile(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
    app = Fastify();
    app.get('/api/known', async () => ({ ok: true }));
    expect(await registerWebApp(app, dist)).toBe(true);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers index.html, never cached, for the root and for deep links of the browser router', async () => {
    for (const url of ['/', '/raids/42', '/users/1/anything', '/about?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('Raid Planner');
    }
  });

  it('caches hashed assets for a year and sends the pre-compressed copy', async () => {
    const response = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('sends the copy the browser accepts, or the file itself', async () => {
    const asked = (acceptEncoding?: string) =>
      app.inject({
        url: '/assets/index-AbC123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect((await asked('gzip;q=0, deflate')).headers['content-encoding']).toBeUndefined();
    const zipped = await asked('br, gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(script);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it('keeps unhashed files revalidated', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves /api and /socket.io to the server: unknown calls are 404, not the page', async () => {
    expect((await app.inject({ url: '/api/known' })).json()).toEqual({ ok: true });
    for (const url of ['/api/unknown', '/api', '/socket.io/?EIO=4', '/assets/missing-123.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'] ?? '', url).not.toContain('text/html');
    }
  });

  it('registers nothing when the web app is not built', async () => {
    const bare = Fastify();
    expect(await registerWebApp(bare, path.join(dist, 'missing'))).toBe(false);
    await bare.ready();
    expect((await bare.inject({ url: '/' })).statusCode).toBe(404);
    await bare.close();
  });
});
