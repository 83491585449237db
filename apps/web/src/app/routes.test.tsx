import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../testing/fakeServer.js';
import { gameDataFixture, initFixture, raidFixture, userFixture } from '../testing/fixtures.js';
import { renderRoutes } from '../testing/renderApp.js';
import { routes } from './router.js';

function serve(user: ReturnType<typeof userFixture> | null = null) {
  return fakeServer({
    '/api/init': { body: initFixture(user) },
    '/api/gameData': { body: gameDataFixture() },
    '/api/raids': { body: { data: [raidFixture()], page: 1, perPage: 500, total: 1 } },
    '/api/login': { body: userFixture() },
  });
}

describe('the app routes', () => {
  it('shows the error screen for an unknown path, inside the frame', async () => {
    serve();
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByText('Sorry, an unexpected error has occurred.')).toBeTruthy();
    expect(screen.getByText('Error 404 - Page not found')).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
  });

  it('completes the OAuth return: logs in with the code and state, then goes back to the root', async () => {
    const server = serve();
    const { router } = renderRoutes(routes, '/?code=the-code&state=the-state');
    await waitFor(() => expect(server.callsTo('/api/login')).toHaveLength(1));
    const login = server.callsTo('/api/login')[0];
    expect(login?.searchParams.get('code')).toBe('the-code');
    expect(login?.searchParams.get('state')).toBe('the-state');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(server.callsTo('/api/init').length).toBeGreaterThan(1));
  });

  it("offers 'Log in with Discord' to a visitor and no Settings", async () => {
    serve();
    renderRoutes(routes, '/');
    await screen.findAllByRole('article');
    const sidebar = document.querySelector('.app-sidebar') as HTMLElement;
    expect(within(sidebar).queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(within(sidebar).queryByRole('link', { name: 'My raids' })).toBeNull();
    screen.getByRole('button', { name: 'Account' }).click();
    expect(await screen.findByRole('button', { name: 'Log in with Discord' })).toBeTruthy();
  });

  it('gives a raid leader My raids and Settings, and Logout in the avatar menu', async () => {
    const leader = userFixture({ raids: 2 });
    serve(leader);
    renderRoutes(routes, '/');
    await screen.findAllByRole('article');
    const sidebar = document.querySelector('.app-sidebar') as HTMLElement;
    expect(await within(sidebar).findByRole('link', { name: 'My raids' })).toHaveProperty(
      'pathname',
      `/users/${leader.id}`,
    );
    expect(within(sidebar).getByRole('button', { name: 'Settings' })).toBeTruthy();
    screen.getByRole('button', { name: 'Account: Jaina' }).click();
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('opens a raid at /raids/:id with its title', async () => {
    serve();
    renderRoutes(routes, '/raids/32');
    expect(await screen.findByRole('heading', { level: 1, name: /Siege of Orgrimmar/ })).toBeTruthy();
  });
});
