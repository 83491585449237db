import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './webApp.js';

const SHELL =
  '<!doctype html>\n<html lang="en" data-bs-theme="dark"><head><title>Raid Planner</title></head>' +
  '<body><div id="root"><header class="app-header">shell</header></div></body></html>';

/**
 * A stand-in for the web app's server build (apps/web/dist-ssr/entry-server.js): it draws `/` from an answer of
 * the server's own routes, fails on `/broken`, and draws nothing elsewhere.
 */
const ENTRY = `
export async function renderPage(request) {
  if (request.url === '/broken') throw new Error('drawing failed');
  if (request.url !== '/') return null;
  const answer = await request.call('/api/known');
  const language = request.savedLanguage ?? request.browserLanguages[0] ?? 'en';
  return {
    language,
    draw: () => ({
      html: '<article class="raid-card">' + JSON.parse(answer.body).name + ' at ' + new Date(0).getHours() + '</article>',
      state: { language, note: '</script><script>alert(1)</script>' },
    }),
  };
}
`;

async function webApp(entry: string | null): Promise<{ app: FastifyInstance; root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'raid-ssr-'));
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'dist', 'index.html'), SHELL);
  if (entry !== null) {
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), entry);
  }
  const app = Fastify();
  app.get('/api/known', async (request) => ({ name: `Molten Core for ${request.headers.host}` }));
  expect(await registerWebApp(app, path.join(root, 'dist'))).toBe(true);
  await app.ready();
  return { app, root };
}

describe('the server-drawn first screen', () => {
  let drawn: { app: FastifyInstance; root: string };
  let broken: { app: FastifyInstance; root: string };

  beforeAll(async () => {
    drawn = await webApp(ENTRY);
    broken = await webApp('export const renderPage = ;');
  });
  afterAll(async () => {
    for (const { app, root } of [drawn, broken]) {
      await app.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it("puts the drawn page, asked of the server's routes as the visitor, into index.html with its state", async () => {
    const response = await drawn.app.inject({
      url: '/',
      headers: { host: 'wotlk.raid.example', 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="ru-RU" data-server-rendered');
    expect(response.body).toContain(
      '<div id="root"><article class="raid-card">Molten Core for wotlk.raid.example at 0</article></div>',
    );
    expect(response.body).not.toContain('shell');
    // The state cannot end its script element early.
    expect(response.body).toContain('<script id="server-state" type="application/json">');
    expect(response.body).not.toContain('</script><script>alert(1)');
  });

  it("draws in the visitor's time zone and language when the cookies tell them", async () => {
    const response = await drawn.app.inject({
      url: '/',
      headers: { cookie: 'timeZone=Asia%2FTokyo; userLanguage=en', 'accept-language': 'ru' },
    });
    expect(response.body).toContain('<html lang="en" data-server-rendered');
    expect(response.body).toContain(' at 9</article>');
  });

  it('sends the plain shell when drawing fails, when it draws nothing and when the build does not load', async () => {
    for (const [app, url] of [
      [drawn.app, '/broken'],
      [drawn.app, '/about'],
      [broken.app, '/'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });
});
