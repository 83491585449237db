import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issueScreenshotDir, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

interface ReportAnswer {
  link: { url: string; title: string } | null;
}

const shots = issueScreenshotDir(30);
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}t30logs-${name}.png`, fullPage: true });

const journey = useJourney();

/** The demo's weekly clear: the completed raid whose Warcraft Logs report the seed linked and confirmed. */
async function weeklyClear(): Promise<{ id: number; link: NonNullable<ReportAnswer['link']> }> {
  for (let id = 1; id <= 60; id++) {
    const answer = await journey.getJson<ReportAnswer>(`/api/raidReport?raid=${id}`);
    if (answer.link) return { id, link: answer.link };
  }
  throw new Error('no demo raid has a linked report');
}

describe('attendance from Warcraft Logs (issue 30, part 5)', () => {
  it('shows the report link to everyone, and lets the leader find, read and confirm the report', async () => {
    const { id, link } = await weeklyClear();
    const page = await journey.openPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchForErrors(page, journey.baseUrl);

    await page.goto(`${journey.baseUrl}/raids/${id}`);
    const reportLink = page.getByRole('link', { name: link.title });
    await reportLink.waitFor();
    expect(await reportLink.getAttribute('href')).toBe(link.url);
    expect(await page.getByRole('heading', { name: 'Attendance from Warcraft Logs' }).count()).toBe(0);

    await journey.logInAs(page, 'Jaina');
    await page.goto(`${journey.baseUrl}/raids/${id}`);
    const panel = page.locator('section.raid-report-panel');
    await page.getByRole('region', { name: 'Attendance from Warcraft Logs' }).waitFor();

    await panel.getByPlaceholder('Report address or code').fill('https://example.com/reports/nothing');
    await panel.getByRole('button', { name: 'Read report' }).click();
    await panel
      .getByRole('alert')
      .getByText(/Paste the address of a Warcraft Logs report/)
      .waitFor();

    await panel.getByRole('button', { name: "Find the evening's report" }).click();
    const table = panel.getByRole('table');
    await table.getByRole('cell', { name: 'In the roster, present' }).first().waitFor();
    expect(await table.getByText('Unknown or renamed').count()).toBeGreaterThan(0);
    await shoot(page, 'panel-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await panel.getByPlaceholder('Report address or code').fill(link.url);
    await panel.getByRole('button', { name: 'Read report' }).focus();
    await page.keyboard.press('Enter');
    await table.getByRole('cell', { name: 'In the roster, present' }).first().waitFor();
    await shoot(page, 'panel-390');
    await panel.screenshot({ path: `${shots}t30logs-panel-390-closeup.png` });

    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('heading', { name: 'Посещаемость по Warcraft Logs' }).waitFor();
    await shoot(page, 'panel-390-ru');
    await panel.screenshot({ path: `${shots}t30logs-panel-390-ru-closeup.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'panel-1440-ru');
    await page.getByRole('button', { name: /^Язык/ }).click();
    await page.getByRole('button', { name: 'English' }).click();

    await panel.getByRole('button', { name: 'Confirm attendance' }).click();
    await panel.getByRole('button', { name: 'Attendance recorded' }).waitFor();
    await page.getByText(/Attendance recorded from the report for \d+ players/).waitFor();
    await panel.screenshot({ path: `${shots}t30logs-panel-1440-confirmed.png` });
    // The refused address is the only failed request: the browser reports its 400 in the console.
    expect(errors).toEqual([
      expect.stringMatching(/status of 400 .*\/api\/raidReportPreview\?.*example\.com/),
    ]);
  });

  it("shows the community's linked Warcraft Logs guild in its settings", async () => {
    const page = await journey.openPage({ viewport: { width: 1440, height: 900 } });
    await journey.logInAs(page, 'Arthas');
    await page.goto(`${journey.baseUrl}/?dialog=settings&tab=servers`);
    const group = page.getByRole('group', { name: 'Warcraft Logs guild' }).first();
    await group.waitFor();
    expect(await group.getByRole('textbox', { name: 'Guild name' }).inputValue()).toBe('Frostmourne Raiders');
    await group.screenshot({ path: `${shots}t30logs-guild-setting-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await group.screenshot({ path: `${shots}t30logs-guild-setting-390.png` });
  });
});
