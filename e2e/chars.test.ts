import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { choose } from './support/dropdown.js';
import { useJourney } from './support/journey.js';

interface Catalogue {
  servers: Array<{ id: number; name: string; serverRegion: string }>;
  classes: Array<{ id: number; nameEng: string; specs: Array<{ id: number; nameEng: string }> }>;
}

const journey = useJourney();

describe('a player with characters', () => {
  it('adds a character Warcraft Logs knows, is refused unknown and busy ones, edits its spec, sets a question', async () => {
    const catalogue = await journey.getJson<Catalogue>('/api/gameData');
    // The demo world's realm (tools/stand-ins demoRealmId): the first European realm that is not 10024.
    const realm = catalogue.servers.find((server) => server.serverRegion === 'EU' && server.id !== 10024);
    const cls = catalogue.classes[0];
    const [spec, otherSpec] = cls?.specs ?? [];
    if (!realm || !cls || !spec || !otherSpec)
      throw new Error('the catalogue lacks a realm or a class with two specs');

    const page = await journey.openPage();
    const errors = watchForErrors(page, journey.baseUrl);
    await page.goto(`${journey.baseUrl}/`);
    const card = page.getByRole('region', { name: 'My chars' });
    await card.getByText('Log in with Discord to see your characters.').waitFor();
    await card.getByRole('button', { name: 'Add char' }).click();
    const loginDialog = page.getByRole('dialog', { name: 'Add character' });
    await loginDialog.getByText('To add a character you must log in with Discord').waitFor();
    expect(await loginDialog.getByRole('link', { name: 'Log in with Discord' }).isVisible()).toBe(true);
    await screenshot(page, 'chars-login-required', { fullPage: false });
    await page.keyboard.press('Escape');
    await loginDialog.waitFor({ state: 'detached' });

    await journey.logInAs(page, 'Jaina');
    await card.locator('.my-chars-item').first().waitFor();
    await screenshot(page, 'chars-card-desktop', { fullPage: false });

    await card.getByRole('button', { name: 'Add char' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add character' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Character name').fill('Nosuchhero');
    await choose(dialog, 'Server', realm.name);
    await choose(dialog, 'Faction', 'Horde');
    await choose(dialog, 'Class', cls.nameEng);
    await choose(dialog, 'Main spec', spec.nameEng);
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await dialog.getByText('Character not found on Warcraft Logs').waitFor();
    await screenshot(page, 'chars-add-not-found', { fullPage: false });

    // Thalric belongs to Arthas in the demo world.
    await dialog.getByLabel('Character name').fill('Thalric');
    await add.click();
    await dialog.getByText('Character is busy').waitFor();
    expect(await dialog.getByRole('link', { name: 'Arthas' }).getAttribute('href')).toBe(
      'https://discord.com/users/210000000000000001',
    );
    await screenshot(page, 'chars-add-busy', { fullPage: false });
    await dialog.getByLabel('Character name').fill('Unlinkedhero');
    expect(await dialog.getByText('Character is busy').count()).toBe(0);
    await add.click();
    await dialog.waitFor({ state: 'detached' });
    const added = card.getByRole('button', { name: /^Unlinkedhero/ });
    await added.waitFor();
    expect(await added.textContent()).toContain(spec.nameEng);

    await added.click();
    const edit = page.getByRole('dialog', { name: 'Character Unlinkedhero' });
    expect(await edit.getByLabel('Server').isDisabled()).toBe(true);
    await choose(edit, 'Main spec', otherSpec.nameEng);
    await edit.getByText('Saved', { exact: true }).waitFor();
    await screenshot(page, 'chars-edit', { fullPage: false });
    await edit.getByRole('button', { name: 'Close' }).first().click();
    await edit.waitFor({ state: 'detached' });
    // The card shows the new spec once the list reloads.
    await expect.poll(() => added.textContent(), { timeout: 10_000 }).toContain(otherSpec.nameEng);

    await page.locator('.app-sidebar').getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    // Settings opens on the user's own settings; the Discord server's are a tab away.
    await settings.getByRole('tab', { name: 'My settings', selected: true }).waitFor();
    await settings.getByRole('tab', { name: 'Discord servers' }).click();
    await settings.getByText('Raid leader roles').waitFor();
    const addQuestion = settings.getByRole('button', { name: 'Add question' });
    await addQuestion.waitFor();
    // The demo community has questions already; make room for one more if it has all five.
    if (await addQuestion.isDisabled())
      await settings.getByRole('button', { name: 'Remove question 5' }).click();
    const existing = await settings.getByLabel(/^Question \d$/).count();
    expect(await settings.getByRole('button', { name: 'Save questions' }).count()).toBe(
      existing === 5 ? 1 : 0,
    );
    await addQuestion.click();
    const number = existing + 1;
    await settings
      .getByRole('textbox', { name: `Question ${number}`, exact: true })
      .fill('Can you bring flasks?');
    await settings.getByRole('button', { name: 'Save questions' }).click();
    await settings.getByText('Saved', { exact: true }).waitFor();
    expect(await settings.getByRole('button', { name: 'Save questions' }).count()).toBe(0);
    await screenshot(page, 'chars-settings-servers', { fullPage: false });
    await settings.getByRole('tab', { name: 'My settings' }).click();
    await settings.getByLabel('Offer the Late status in my raids').waitFor();
    await screenshot(page, 'chars-settings-user', { fullPage: false });
    await settings.getByRole('tab', { name: 'Auto raids' }).click();
    await settings.getByRole('button', { name: 'Add auto raid' }).waitFor();
    await screenshot(page, 'chars-settings-auto-raids', { fullPage: false });
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });

    // The question is stored: it comes back after a reload.
    await page.goto(`${journey.baseUrl}/?dialog=settings&tab=servers`);
    const stored = page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('textbox', { name: `Question ${number}`, exact: true });
    await stored.waitFor();
    expect(await stored.inputValue()).toBe('Can you bring flasks?');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'detached' });

    // Wide screens keep the card beside the list.
    await page.setViewportSize({ width: 1920, height: 1000 });
    await screenshot(page, 'chars-card-wide', { fullPage: false });

    // Deleting asks first and says what it cancels.
    await card.getByRole('button', { name: /^Unlinkedhero/ }).click();
    await page
      .getByRole('dialog', { name: 'Character Unlinkedhero' })
      .getByRole('button', { name: 'Del char' })
      .click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Unlinkedhero?' });
    await confirm.getByText(/the raids it leads are canceled too/).waitFor();
    await screenshot(page, 'chars-delete-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.getByRole('button', { name: /^Unlinkedhero/ }).waitFor({ state: 'detached' });
    // The browser reports the refused character's 404 answer itself; that one is expected.
    expect(errors.filter((error) => !/status of 404 .*\/api\/refreshChar/.test(error))).toEqual([]);
  });

  it('keeps the card and the dialogs usable on a 360 px phone', async () => {
    const page = await journey.openPage({ viewport: { width: 360, height: 780 } });
    const errors = watchForErrors(page, journey.baseUrl);
    await journey.logInAs(page, 'Jaina');
    const card = page.getByRole('region', { name: 'My chars' });
    // On a phone the card starts folded, so the raid list stays in view.
    const fold = card.getByRole('button', { name: /^My chars/ });
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'chars-card-mobile-folded', { fullPage: false });
    await fold.click();
    await card.locator('.my-chars-item').first().waitFor();
    // Nothing wider than the phone's screen (a string: the e2e project is typed without the DOM).
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'chars-card-mobile', { fullPage: false });
    await card.getByRole('button', { name: 'Add char' }).click();
    await page.getByRole('dialog', { name: 'Add character' }).getByLabel('Character name').waitFor();
    await screenshot(page, 'chars-add-mobile', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.goto(`${journey.baseUrl}/?dialog=settings&tab=servers`);
    await page.getByRole('dialog', { name: 'Settings' }).getByText('Raid leader roles').waitFor();
    await screenshot(page, 'chars-settings-mobile', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
