import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, raidFixture, userFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import RaidDialog from './RaidDialog.js';

describe('RaidDialog', () => {
  it('asks a logged-out visitor to log in with Discord', async () => {
    const server = fakeServer({
      '/api/init': { body: initFixture(null) },
      '/api/gameData': { body: gameDataFixture() },
    });
    renderPage(
      <RaidDialog mode={{ kind: 'create' }} onClose={() => undefined} onTemplateSaved={() => undefined} />,
    );
    expect(await screen.findByText('To create a raid you must log in with Discord.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in with Discord' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create raid' })).toBeTruthy();
    // Nothing of the user's is asked for without a session.
    expect(server.callsTo('/api/discordServers')).toHaveLength(0);
  });
  it('asks to log in again, not "could not be loaded", when the server no longer has the session', async () => {
    const sessionGone = {
      status: 401,
      body: { code: 'loginRequired', error: 'To add a character you must log in with Discord' },
    };
    fakeServer({
      // The page loaded before a server restart: it still believes the user is logged in.
      '/api/init': { body: initFixture(userFixture()) },
      '/api/gameData': { body: gameDataFixture() },
      '/api/discordServers': sessionGone,
      '/api/chars': sessionGone,
      '/api/raids': { body: { data: [raidFixture({ id: 7 })] } },
    });
    renderPage(
      <RaidDialog
        mode={{ kind: 'edit', id: 7 }}
        onClose={() => undefined}
        onTemplateSaved={() => undefined}
      />,
    );
    expect(await screen.findByText('Your session has ended. Log in with Discord again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in with Discord' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
