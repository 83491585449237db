import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

interface AttendanceAnswer {
  data: Array<{ id: string; name: string; percentage: number; counts: { bench: number; tentative: number } }>;
  total: number;
}

const FROSTMOURNE = '310000000000000001';
const journey = useJourney();

describe('the attendance tab', () => {
  it("shows the demo community with its bench credit, an old link's benchCounts=0 without it, and its CSV", async () => {
    const credited = await journey.getJson<AttendanceAnswer>(`/api/attendance?guild=${FROSTMOURNE}`);
    const uncredited = await journey.getJson<AttendanceAnswer>(
      `/api/attendance?guild=${FROSTMOURNE}&benchCounts=0`,
    );
    expect(credited.total).toBeGreaterThan(0);
    // A player the bench credit changes: an old link's benchCounts=0 still takes it away.
    const benched = credited.data.find((row) => row.counts.bench + row.counts.tentative > 0);
    if (!benched) throw new Error('no demo player was benched');
    const without = uncredited.data.find((row) => row.id === benched.id);
    expect(without?.percentage).toBeLessThan(benched.percentage);

    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await page.goto(`${journey.baseUrl}/guilds/${FROSTMOURNE}`);
    await page.getByRole('tab', { name: 'Attendance' }).click();
    const table = page.locator('table.attendance-table');
    const benchedRow = table.locator('tr', {
      has: page.getByRole('link', { name: benched.name, exact: true }),
    });
    await benchedRow.getByText(`${benched.percentage}%`).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(credited.data.length);
    await screenshot(page, 'attendance-community');

    const marker = benchedRow.locator('.attendance-marker').first();
    await marker.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/: (Roster|Bench|Late|Tentative|Absent|No answer)$/);
    await screenshot(page, 'attendance-marker-tooltip', { fullPage: false });

    // The bench count shows the community's credit beside it (full, until its settings change it).
    expect(await benchedRow.getByText('×1').count()).toBe(1);
    const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(href).not.toContain('benchCounts');
    const csv = await fetch(`${journey.baseUrl}${href}`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="attendance-.+\.csv"$/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(credited.data.length + 1);
    expect(lines[0]).toContain(',benchCredit,');

    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('columnheader', { name: 'Запас' }).waitFor();
    await screenshot(page, 'attendance-community-ru');
    await page.getByRole('button', { name: /^Язык/ }).click();
    await page.getByRole('button', { name: 'English' }).click();

    await page.goto(`${journey.baseUrl}/users/${benched.id}`);
    await page.getByRole('tab', { name: 'Attendance' }).click();
    await page.locator('table.attendance-table tbody tr').first().waitFor();
    expect(await page.getByRole('columnheader', { name: 'Community' }).isVisible()).toBe(true);
    await screenshot(page, 'attendance-user');
    expect(errors).toEqual([]);
  });
});
