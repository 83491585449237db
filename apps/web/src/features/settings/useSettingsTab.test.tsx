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

  it('opens on the user’s own settings otherwise, and writes the chosen tab into the address', async () => {
    serve();
    const { router } = renderPage(<SettingsDialog onClose={() => undefined} />, {
      at: '/?dialog=settings&tab=nonsense',
    });
    await screen.findByRole('tab', { name: 'Auto raids' });
    expect(selectedTab()).toBe('My settings');
    await userEvent.click(screen.getByRole('tab', { name: 'Auto raids' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dialog=settings&tab=autoRaids'));
    expect(selectedTab()).toBe('Auto raids');
  });
});

describe('a player’s Settings', () => {
  it('opens on their own settings, and a server they do not manage says whose settings those are', async () => {
    fakeServer({
      '/api/init': { body: initFixture(userFixture()) },
      '/api/gameData': { body: gameDataFixture() },
      '/api/discordServers': {
        body: [
          {
            id: '310000000000000009',
            name: 'Frostmourne Raiders',
            icon: null,
            leader: false,
            roles: [],
            channels: [],
            voiceChannels: [],
          },
        ],
      },
      '/api/guildSettings': {
        status: 403,
        body: { code: 'forbidden', error: 'You do not have permission to do this' },
      },
    });
    renderPage(<SettingsDialog onClose={() => undefined} />, { at: '/?dialog=settings' });
    await screen.findByRole('tab', { name: 'My settings', selected: true });
    expect(screen.queryByText('You do not have permission to do this')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Discord servers' }));
    expect(
      await screen.findByText("Only the server's owner and administrators can change its settings."),
    ).toBeTruthy();
    expect(screen.queryByText('You do not have permission to do this')).toBeNull();
  });
});
