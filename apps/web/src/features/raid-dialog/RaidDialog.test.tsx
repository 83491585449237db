import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture } from '../../testing/fixtures.js';
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
});
