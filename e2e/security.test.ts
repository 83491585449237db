import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const ARTHAS = '210000000000000001';
const REFUSED = 'Refused: this request came from another site.';

const journey = useJourney();

/**
 * Every Content-Security-Policy violation the page meets: the `securitypolicyviolation` event (listened to
 * by a script the browser injects before the page's own, outside the policy) and Chromium's console report.
 */
async function watchForViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      window.reportViolation(event.violatedDirective + ' blocked ' + event.blockedURI + ' in ' + event.sourceFile + ':' + event.lineNumber));`,
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Another site: pages served from 127.0.0.1 while the app is on localhost. */
async function serveHostileSite(pages: Record<string, string>): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function activeRaidOf(userId: string): Promise<number> {
  const cards = await journey.getJson<{ data: Array<{ id: number; status: string }> }>(
    `/api/raids?user=${userId}`,
  );
  const raid = cards.data.find((card) => card.status === 'active');
  if (!raid) throw new Error('the demo world has no active raid of this leader');
  return raid.id;
}

/** What the app itself answers the signed-in page: the user and the raid's status. */
async function appState(page: Page, raidId: number) {
  return page.evaluate(async (id) => {
    const init = (await (await fetch('/api/init')).json()) as { user: { id: string } | null };
    const raids = (await (await fetch(`/api/raids?id=${id}`)).json()) as { data: Array<{ status: string }> };
    return { user: init.user?.id ?? null, raidStatus: raids.data[0]?.status };
  }, raidId);
}

describe('security headers', () => {
  it('the built app runs with no Content-Security-Policy violation, and pages and API carry the headers', async () => {
    const page = await journey.openPage();
    const violations = await watchForViolations(page);

    const home = await page.goto(`${journey.baseUrl}/`);
    await page.locator('article.raid-card').first().waitFor();
    const headers = home?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    // BASE_URL is http here: HSTS would only lock a local setup out of its own address.
    expect(headers['strict-transport-security']).toBeUndefined();
    const api = await fetch(`${journey.baseUrl}/api/gameData`);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');

    await journey.logInAs(page, 'Arthas');
    const raidId = await activeRaidOf(ARTHAS);
    // The live socket connects under the policy: it upgrades to a WebSocket once the handshake is done.
    const socketOpen = page.waitForEvent('websocket', { timeout: 15_000 });
    await page.goto(`${journey.baseUrl}/raids/${raidId}`);
    await page.getByRole('button', { name: /^Edit lock/ }).waitFor();
    await socketOpen;
    await page.goto(`${journey.baseUrl}/?dialog=settings&tab=servers`);
    await page.getByRole('dialog', { name: 'Settings' }).getByText('Raid leader roles').waitFor();
    await page.goto(`${journey.baseUrl}/users`);
    await page.goto(`${journey.baseUrl}/guilds`);
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
  });
});

describe('requests another site causes', () => {
  let hostile: { origin: string; server: Server };

  afterAll(() => {
    hostile?.server.close();
  });

  it('change nothing: a link, forms, images, fetches and a frame aimed at the app from another site', async () => {
    const raidId = await activeRaidOf(ARTHAS);
    const forgedCancel = JSON.stringify({ id: raidId, canceled: 1, reason: 'Forged' });
    const target = journey.baseUrl;
    hostile = await serveHostileSite({
      '/link.html': `<a href="${target}/api/logout">Claim your free mount</a>`,
      '/get-form.html': `<form method="GET" action="${target}/api/logout"></form>
        <script>document.forms[0].submit()</script>`,
      // text/plain lets a form send a JSON-looking body: the classic forged JSON POST.
      '/post-form.html': `<form method="POST" enctype="text/plain" action="${target}/api/refreshRaid">
          <input name='${forgedCancel.slice(0, -1)}, "x": "' value='"}'></form>
        <script>document.forms[0].submit()</script>`,
      '/quiet.html': `<img src="${target}/api/logout"><img src="${target}/api/deleteAutoRaid?id=1">
        <iframe id="framed" src="${target}/" width="600" height="300"></iframe>
        <script>
          Promise.allSettled([
            fetch('${target}/api/logout', { credentials: 'include' }),
            fetch('${target}/api/refreshRaid', { method: 'POST', credentials: 'include', mode: 'no-cors',
              headers: { 'content-type': 'text/plain' }, body: '${forgedCancel}' }),
          ]).then(() => setTimeout(() => (document.title = 'done'), 500));
        </script>`,
    });

    const page = await journey.openPage();
    await journey.logInAs(page, 'Arthas');
    expect(await appState(page, raidId)).toEqual({ user: ARTHAS, raidStatus: 'active' });

    await page.goto(`${hostile.origin}/link.html`);
    await page.getByRole('link', { name: 'Claim your free mount' }).click();
    await page.waitForURL(`${target}/api/logout`);
    expect(await page.locator('body').textContent()).toContain(REFUSED);

    await page.goto(`${hostile.origin}/get-form.html`);
    await page.waitForURL(/\/api\/logout\??$/);
    expect(await page.locator('body').textContent()).toContain(REFUSED);

    await page.goto(`${hostile.origin}/post-form.html`);
    await page.waitForURL(`${target}/api/refreshRaid`);
    expect(await page.locator('body').textContent()).toContain(REFUSED);

    await page.goto(`${hostile.origin}/quiet.html`);
    await page.waitForFunction('document.title === "done"');
    // frame-ancestors 'none': the app does not render inside another site's frame.
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.locator('article.raid-card, .app-header').count()).toBe(0);
    await screenshot(page, 'security-hostile-page', { fullPage: false });

    await page.goto(`${target}/`);
    await page.getByRole('button', { name: 'Account: Arthas' }).waitFor();
    expect(await appState(page, raidId)).toEqual({ user: ARTHAS, raidStatus: 'active' });

    // The app's own calls still work: its Logout button ends the session.
    await page.getByRole('button', { name: 'Account: Arthas' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    expect((await appState(page, raidId)).user).toBeNull();
  });
});
