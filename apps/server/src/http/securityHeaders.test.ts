import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerSecurityHeaders, socketSources } from './securityHeaders.js';
import { registerWebApp } from './webApp.js';

const preloader = "if (location.pathname === '/x') document.head.append(document.createElement('link'));";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'raid-headers-'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><head><script type="module" crossorigin src="/assets/app.js"></script><script>${preloader}</script></head>`,
  );
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

async function appAt(baseUrl: string) {
  const app = Fastify();
  registerSecurityHeaders(app, { baseUrl, webDistDir: dist });
  app.get('/api/known', async () => ({ ok: true }));
  await registerWebApp(app, dist);
  await app.ready();
  return app;
}

/** The policy as directive -> sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

describe('security headers', () => {
  it('send the policy, nosniff, no framing and the referrer policy with pages and their 404s', async () => {
    const app = await appAt('http://localhost:3000');
    for (const url of ['/', '/raids/7', '/nowhere/at/all']) {
      const response = await app.inject({ url });
      const csp = policy(response.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", sha256(preloader)]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.discordapp.com']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });

  it('send API answers and their 404s the strictest policy, nosniff, no framing, without document-only headers', async () => {
    const app = await appAt('http://localhost:3000');
    for (const url of ['/api/known', '/api/missing']) {
      const response = await app.inject({ url });
      expect(policy(response.headers['content-security-policy']), url).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
        expect(response.headers[documentOnly], documentOnly).toBeUndefined();
    }
    await app.close();
  });

  it('add HSTS and the upgrade of insecure requests only when BASE_URL is https', async () => {
    const app = await appAt('https://mop.example.org');
    const api = await app.inject({ url: '/api/known' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const response = await app.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = policy(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://mop.example.org', 'wss://*.example.org']);
    await app.close();
  });
});

describe('inlineScriptHashes', () => {
  it('hashes every inline script of the page and none that is loaded from a file', () => {
    const html = `<script src="/a.js"></script><script>one()</script><script type="module">two()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('one()'), sha256('two()')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('socketSources', () => {
  it('names the socket on BASE_URL and on the expansion subdomains beside it', () => {
    expect(socketSources('http://localhost:3000')).toEqual(['ws://localhost:3000']);
    expect(socketSources('http://127.0.0.1:8080')).toEqual(['ws://127.0.0.1:8080']);
    expect(socketSources('https://example.org')).toEqual(['wss://example.org', 'wss://*.example.org']);
    expect(socketSources('https://wotlk.example.org:8443')).toEqual([
      'wss://wotlk.example.org:8443',
      'wss://*.example.org:8443',
    ]);
  });
});
