import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, raidFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import SignUpDialog from './SignUpDialog.js';

describe('SignUpDialog', () => {
  it('asks a logged-out visitor to log in with Discord', async () => {
    const server = fakeServer({
      '/api/init': { body: initFixture(null) },
      '/api/gameData': { body: gameDataFixture() },
      '/api/raids': { body: { data: [raidFixture({ records: [] })], page: 1, perPage: 1, total: 1 } },
    });
    renderPage(<SignUpDialog raidId={32} onClose={() => undefined} />);
    expect(await screen.findByText('To sign up you must log in with Discord.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Raid sign-up' })).toBeTruthy();
    expect(server.callsTo('/api/chars')).toHaveLength(0);
  });
});
