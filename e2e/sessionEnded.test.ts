import { describe, expect, it } from 'vitest';
import { screenshot, watchForErrors } from './support/browser.js';
import { useJourney } from './support/journey.js';

const journey = useJourney();

describe('a session ended on another device', () => {
  it('logs the others out from Settings, and an open page asks to log in again instead of failing', async () => {
    const laptop = await journey.openPage();
    const errors = watchForErrors(laptop, journey.baseUrl);
    await journey.logInAs(laptop, 'Sylvanas');
    const phone = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await journey.logInAs(phone, 'Sylvanas');

    // On the phone: Settings, Sessions, "Log out everywhere else".
    await phone.goto(`${journey.baseUrl}/?dialog=settings&tab=sessions`);
    const settings = phone.getByRole('dialog', { name: 'Settings' });
    const others = settings.getByRole('button', { name: 'Log out everywhere else' });
    await settings.getByRole('listitem').nth(1).waitFor();
    await others.click();
    // Only this device is left in the list, and there is nothing more to end elsewhere.
    await expect.poll(() => settings.getByRole('listitem').count()).toBe(1);
    expect(await others.isDisabled()).toBe(true);
    await screenshot(phone, 'session-others-logged-out', { fullPage: false });

    // The laptop still shows the user; its next dialog learns the session is gone.
    await laptop.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Create raid' });
    await dialog.getByText('Your session has ended. Log in with Discord again.').waitFor();
    expect(await dialog.getByText('could not be loaded').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Log in with Discord' }).isVisible()).toBe(true);
    await screenshot(laptop, 'session-ended-prompt', { fullPage: false });

    // The prompt's button logs in again through Discord, back on a page that knows the user.
    await dialog.getByRole('button', { name: 'Log in with Discord' }).click();
    await laptop.getByRole('link', { name: /^Sylvanas/ }).click();
    await laptop.waitForURL(`${journey.baseUrl}/`);
    await laptop.getByRole('button', { name: 'Account: Sylvanas' }).waitFor();
    await laptop.getByRole('button', { name: 'Create', exact: true }).click();
    const again = laptop.getByRole('dialog', { name: 'Create raid' });
    await again.getByRole('button', { name: 'Create', exact: true }).waitFor();
    expect(await again.getByText('Your session has ended').count()).toBe(0);
    expect(errors.filter((error) => !/401/.test(error))).toEqual([]);
  });
});
