import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, userFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import SettingsDialog from './SettingsDialog.js';

function serve() {
  fakeServer({
    '/api/init': { body: initFixture(userFixture({ premium: 1 })) },
    '/api/gameData': { body: gameDataFixture() },
    '/api/discordServers': { body: [] },
    '/api/autoRaids': { body: [] },
  });
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the settings tab in the address', () => {
  it('opens on the tab the address names, which is how a saved weekly raid returns to Auto raids', async () => {
    serve();
    renderPage(<SettingsDialog onClose={() => undefined} />, { at: '/?dialog=settings&tab=autoRaids' });
    expect(await screen.findByText('You have no auto raids.')).toBeTruthy();
    expect(selectedTab()).toBe('Auto raids');
  });

  it('opens on the first tab otherwise, and writes the chosen tab into the address', async () => {
    serve();
    const { router } = renderPage(<SettingsDialog onClose={() => undefined} />, {
      at: '/?dialog=settings&tab=nonsense',
    });
    await screen.findByRole('tab', { name: 'Auto raids' });
    expect(selectedTab()).toBe('Discord servers');
    await userEvent.click(screen.getByRole('tab', { name: 'Auto raids' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dialog=settings&tab=autoRaids'));
    expect(selectedTab()).toBe('Auto raids');
  });
});
