import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, raidFixture, userFixture } from '../../testing/fixtures.js';
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

  it('asks to log in again, not "could not be loaded", when the server no longer has the session', async () => {
    const sessionGone = { status: 401, body: { code: 'loginRequired', error: 'To sign up you must log in' } };
    fakeServer({
      // The page loaded before a server restart: it still believes the user is logged in.
      '/api/init': { body: initFixture(userFixture()) },
      '/api/gameData': { body: gameDataFixture() },
      '/api/raids': { body: { data: [raidFixture({ records: [] })], page: 1, perPage: 1, total: 1 } },
      '/api/chars': sessionGone,
      '/api/questions': sessionGone,
    });
    renderPage(<SignUpDialog raidId={32} onClose={() => undefined} />);
    expect(await screen.findByText('Your session has ended. Log in with Discord again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in with Discord' })).toBeTruthy();
    expect(screen.queryByText('The raid data could not be loaded')).toBeNull();
  });
});
