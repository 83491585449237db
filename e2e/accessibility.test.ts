import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useJourney } from './support/journey.js';

/**
 * Issue 28 item 11: axe-core over the pages and dialogs a visitor, a player, a leader and the owner see, in
 * English and Russian, with no serious and no critical violation.
 */
// Evaluated rather than added as a script tag: the app's Content Security Policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const journey = useJourney();

const ARTHAS = '210000000000000001';
const FROSTMOURNE = '310000000000000001';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** Rows of the closing table: what was checked, in which language, how many serious and critical nodes. */
const table: { name: string; language: string; serious: number; critical: number }[] = [];

afterAll(() => {
  console.info(
    [
      'axe-core: serious / critical nodes',
      ...table.map((row) => `${row.name.padEnd(28)} ${row.language}  ${row.serious} / ${row.critical}`),
    ].join('\n'),
  );
});

/**
 * Runs axe over what the page shows (or within `scope`), WCAG 2.0-2.2 A and AA and the best practices, with the
 * experimental label-in-name rule the audit ran, and records the serious and critical findings.
 */
async function audit(page: Page, name: string, language: string, scope?: string): Promise<string[]> {
  // The language asked for is the one on screen (the choice is read from local storage at start).
  expect(await page.evaluate('document.documentElement.lang')).toBe(language);
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(`axe.run(${scope ? JSON.stringify(scope) : 'document'}, {
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations'],
  }).then((result) => result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, impact: n.impact })),
  })))`)) as Violation[];
  const count = (impact: string) =>
    violations.filter((v) => v.impact === impact).reduce((sum, v) => sum + v.nodes.length, 0);
  table.push({ name, language, serious: count('serious'), critical: count('critical') });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${name} ${language}: ${v.id} at ${node.target.join(' ')}: ${node.failureSummary}`,
      ),
    );
}

/** A page in the given language (the choice remembered in local storage), logged in as `user` if given. */
async function pageIn(language: 'en' | 'ru', user?: string): Promise<Page> {
  const page = await journey.openPage();
  if (user) await journey.logInAs(page, user);
  else await page.goto(`${journey.baseUrl}/`);
  await page.evaluate(`localStorage.setItem('userLanguage', '${language}')`);
  return page;
}

async function open(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`${journey.baseUrl}${path}`);
  await page.locator(ready).first().waitFor();
  // Images and fonts settle the colours axe reads.
  await page.waitForLoadState('networkidle');
}

interface ListedRaid {
  id: number;
  date: string;
  status: string;
  userID: string;
}

async function arthasUpcomingRaid(): Promise<number> {
  const cards = await journey.getJson<{ data: ListedRaid[] }>(`/api/raids?user=${ARTHAS}`);
  const raid = cards.data.find((entry) => new Date(entry.date) > new Date());
  if (!raid) throw new Error('the demo world has no upcoming raid of Arthas');
  return raid.id;
}

describe.each(['en', 'ru'] as const)('axe-core in %s', (language) => {
  it('finds nothing serious or critical for a visitor', async () => {
    const found: string[] = [];
    const raid = await arthasUpcomingRaid();
    const page = await pageIn(language);
    await open(page, '/', 'article.raid-card');
    found.push(...(await audit(page, 'raid list (visitor)', language)));
    await open(page, `/raids/${raid}`, '.roster-group');
    found.push(...(await audit(page, 'raid page (visitor)', language)));
    await open(page, '/guilds', '.list-table tbody tr');
    found.push(...(await audit(page, '/guilds', language)));
    await open(page, `/guilds/${FROSTMOURNE}`, '.profile-tabs');
    found.push(...(await audit(page, 'community profile', language)));
    await open(page, '/users', '.list-table tbody tr');
    found.push(...(await audit(page, '/users (leaders)', language)));
    await open(page, `/users/${ARTHAS}`, '.profile-tabs');
    found.push(...(await audit(page, 'leader profile', language)));
    expect(found).toEqual([]);
  });

  it('finds nothing serious or critical for a player', async () => {
    const found: string[] = [];
    const raid = await arthasUpcomingRaid();
    const page = await pageIn(language, 'Sylvanas');
    await open(page, '/', 'article.raid-card');
    found.push(...(await audit(page, 'raid list (player)', language)));
    await open(page, `/raids/${raid}`, '.roster-group');
    found.push(...(await audit(page, 'raid page (player)', language)));
    await open(page, `/?dialog=signUp&raid=${raid}`, '.modal.show');
    found.push(...(await audit(page, 'sign-up dialog', language)));
    await open(page, '/?dialog=settings', '.settings-dialog .tab-pane.active');
    found.push(...(await audit(page, 'Settings (player)', language)));
    await open(page, '/', '.my-chars-item');
    await page.locator('.my-chars-add').click();
    await page.locator('.modal.show').waitFor();
    found.push(...(await audit(page, 'add-character dialog', language)));
    expect(found).toEqual([]);
  });

  it('finds nothing serious or critical for a leader and the owner', async () => {
    const found: string[] = [];
    const raid = await arthasUpcomingRaid();
    const page = await pageIn(language, 'Arthas');
    await open(page, `/raids/${raid}`, '.sign-up-list');
    found.push(...(await audit(page, 'raid page (leader)', language)));
    await page.locator('.roster-slot .record-chip').first().click();
    await page
      .locator('.char-popover .encounter-table, .char-popover .text-body-secondary')
      .first()
      .waitFor();
    found.push(...(await audit(page, 'character popover', language)));
    await page.keyboard.press('Escape');
    await page.locator('.char-popover').waitFor({ state: 'detached' });
    await page.locator('.roster-slot .record-move').first().click();
    await page.locator('.record-move-menu').waitFor();
    found.push(...(await audit(page, '"Move to…" menu', language)));
    await page.keyboard.press('Escape');
    await open(page, `/?dialog=createRaid`, '.modal.show');
    found.push(...(await audit(page, 'raid dialog', language)));
    await open(page, '/?dialog=settings', '.settings-dialog .tab-pane.active');
    found.push(...(await audit(page, 'Settings (owner)', language)));
    expect(found).toEqual([]);
  });

  it('finds nothing serious or critical in a GDKP raid’s ledger and its dialogs (issue 29)', async () => {
    const found: string[] = [];
    const page = await pageIn(language, 'Jaina');
    const init = (await (await page.request.get(`${journey.baseUrl}/api/init`)).json()) as {
      user: { id: string };
    };
    const cards = await journey.getJson<{ data: (ListedRaid & { lootSystemID: number })[] }>(
      `/api/raids?user=${init.user.id}`,
    );
    const raid = cards.data.find((entry) => entry.lootSystemID === 2 && entry.status === 'active');
    if (!raid) throw new Error('the demo world has no open GDKP raid of Jaina');
    await open(page, `/raids/${raid.id}`, '.raid-gdkp .gdkp-tabs');
    found.push(...(await audit(page, 'GDKP ledger (leader)', language)));
    await page.locator('.raid-gdkp-head .btn-primary').click();
    await page.locator('.gdkp-sale-dialog.show').waitFor();
    found.push(...(await audit(page, 'GDKP sale dialog', language)));
    await page.keyboard.press('Escape');
    await page.locator('.gdkp-sale-dialog').waitFor({ state: 'detached' });
    await page.locator('.gdkp-tabs [data-rr-ui-event-key="payouts"]').click();
    await page.locator('.gdkp-players').waitFor();
    found.push(...(await audit(page, 'GDKP payouts', language)));
    expect(found).toEqual([]);
  });
});
